// @vitest-environment happy-dom
import {
  type Checklist,
  setUndated,
  setWeekNumbers,
  setWeekStart,
  shiftPeriod,
  TEMPLATE_TYPE_SLUGS,
  toggleCalendarCell,
  withoutDoneItems,
} from "@listful/checklist";
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

/** Every printed date, number and total, in document order. */
function drawnDates(doc: Checklist, mode: SheetMode): readonly string[] {
  const { container, unmount } = render(<Sheet doc={doc} mode={mode} dispatch={() => undefined} />);
  const selector = ".ls-weekday, .ls-cal-week, .ls-cal-date, .ls-cal-date-blank, .ls-day, .ls-icon-total";
  const texts = [...container.querySelectorAll(selector)].map(
    (element) => `${element.getAttribute("class")}:${element.textContent}`,
  );
  unmount();
  return texts;
}

describe("the editor draws the period as it prints", () => {
  const month = createPresetDoc("monthly-calendar");
  const tracker = createPresetDoc("habit-tracker");
  const docs: [string, Checklist][] = [
    ["an undated month view", setUndated(month, { isUndated: true })],
    ["an undated habit tracker", setUndated(tracker, { isUndated: true })],
    [
      "a Saturday-first month with week numbers",
      setWeekNumbers(setWeekStart(month, { weekStart: "saturday" }), { showWeekNumbers: true }),
    ],
    ["the next month's habit tracker", shiftPeriod(tracker, { by: 1 })],
    ["a habit tracker without done items", withoutDoneItems(tracker)],
  ];

  it.each(docs)("%s: the same marks, dates and totals in edit mode as in print", (_, doc) => {
    expect(drawnMarks(doc, "edit")).toEqual(drawnMarks(doc, "print"));
    expect(drawnDates(doc, "edit")).toEqual(drawnDates(doc, "print"));
    expect(drawnDates(doc, "print").length).toBeGreaterThan(0);
  });
});

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
