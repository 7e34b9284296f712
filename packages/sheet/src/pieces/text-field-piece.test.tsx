// @vitest-environment happy-dom
import { type Block, type Checklist, createChecklist, editBlock } from "@listful/checklist";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import type { SheetUpdate } from "../sheet-types.ts";
import { SheetHarness } from "../test/fixtures.tsx";

afterEach(cleanup);

function createFieldsDoc(): Checklist {
  const blocks: Block[] = [
    { kind: "text-field", id: "b1", label: "Notes", lines: 3 },
    { kind: "text-field", id: "b2", label: "Draw your reward", lines: 6, style: "box" },
    {
      kind: "interactive-text-field",
      id: "b3",
      label: "My day in pictures",
      lines: 4,
      style: "box",
      value: "A kite",
    },
  ];
  return { ...createChecklist(), nextId: 4, blocks };
}

function linesOf(container: HTMLElement, blockId: string): HTMLElement {
  const lines = container.querySelector<HTMLElement>(`.ls-piece[data-block-id="${blockId}"] .ls-lines`);
  if (!lines) throw new Error(`no lines for ${blockId}`);
  return lines;
}

describe("a text field drawn as a box", () => {
  it("is one framed area under its label, as tall as its lines would be; a field without a style is ruled", () => {
    const { container } = render(<Sheet doc={createFieldsDoc()} mode="view" />);
    expect(linesOf(container, "b1").dataset.style).toBe("lines");
    const box = linesOf(container, "b2");
    expect(box.dataset.style).toBe("box");
    expect(box.style.height).toBe(`${6 * 32}px`);
    const piece = box.closest<HTMLElement>(".ls-piece");
    expect(piece?.querySelector(".ls-field-label")?.textContent).toBe("Draw your reward");
  });

  it("prints a typed answer inside its frame", () => {
    const { container } = render(<Sheet doc={createFieldsDoc()} mode="view" />);
    expect(linesOf(container, "b3").querySelector(".ls-answer-line")?.textContent).toBe("A kite");
  });

  it("still takes typed text on the check-off page, inside the frame", () => {
    const calls: { update: SheetUpdate; before: Checklist }[] = [];
    const { container } = render(
      <SheetHarness
        initial={createFieldsDoc()}
        mode="check-off"
        onDispatch={(update, before) => calls.push({ update, before })}
      />,
    );
    const answer = screen.getByRole("textbox", { name: "My day in pictures" });
    expect(answer.closest(".ls-lines")).toBe(linesOf(container, "b3"));
    fireEvent.change(answer, { target: { value: "A kite and a picnic" } });
    const call = calls.pop();
    expect(call?.update(call.before)).toEqual(
      editBlock(createFieldsDoc(), { blockId: "b3", changes: { value: "A kite and a picnic" } }),
    );
  });
});
