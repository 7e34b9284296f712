// @vitest-environment happy-dom
import { type Checklist, TEMPLATE_TYPE_SLUGS, toggleCalendarCell } from "@listful/checklist";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import type { SheetMode } from "../sheet-types.ts";
import { createAllKindsDoc, createPresetDoc } from "../test/fixtures.tsx";

afterEach(cleanup);

/** Every drawn mark of each page (tick boxes, lines, bullets), by class, in document order. */
function drawnMarks(doc: Checklist, mode: SheetMode): readonly string[] {
  const { container, unmount } = render(<Sheet doc={doc} mode={mode} dispatch={() => undefined} />);
  const marks = [...container.querySelectorAll(".ls-tick, .ls-line, .ls-blank-line, .ls-list-bullet")].map(
    (mark) => `${mark.getAttribute("class")}${mark.hasAttribute("data-checked") ? " checked" : ""}`,
  );
  unmount();
  return marks;
}

describe("the editor draws what prints", () => {
  const docs: [string, Checklist][] = [
    ...TEMPLATE_TYPE_SLUGS.map((type): [string, Checklist] => [type, createPresetDoc(type)]),
    ["every block kind", createAllKindsDoc()],
    ["a month with a ticked day", toggleCalendarCell(createPresetDoc("monthly-calendar"), { index: 4 })],
  ];

  it.each(docs)("%s: the same marks in edit mode as in print", (_, doc) => {
    expect(drawnMarks(doc, "edit")).toEqual(drawnMarks(doc, "print"));
  });
});
