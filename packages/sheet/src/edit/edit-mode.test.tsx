// @vitest-environment happy-dom
import {
  addItem,
  type Checklist,
  editBlock,
  editItem,
  indentItem,
  outdentItem,
  peekNextId,
  removeItem,
  setCalendarTitle,
  setTitle,
} from "@listful/checklist";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SheetUpdate } from "../sheet-types.ts";
import { createAllKindsDoc, SheetHarness } from "../test/fixtures.tsx";

afterEach(cleanup);

function setup(doc: Checklist = createAllKindsDoc()) {
  const calls: { update: SheetUpdate; before: Checklist }[] = [];
  render(
    <SheetHarness
      initial={doc}
      mode="edit"
      onDispatch={(update, before) => calls.push({ update, before })}
    />,
  );
  /** The one update dispatched since the last call, checked against the operation it should be. */
  const lastUpdate = () => {
    expect(calls).toHaveLength(1);
    const call = calls.pop();
    if (!call) throw new Error("nothing dispatched");
    return { result: call.update(call.before), before: call.before };
  };
  return { lastUpdate, calls };
}

/** Resolves once the browser's next frame has begun (its animation-frame callbacks have run). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const input = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("edit mode", () => {
  it("edits item text with editItem", () => {
    const { lastUpdate } = setup();
    fireEvent.change(input("Tasks, item 1"), { target: { value: "Make the bed neatly" } });
    const { result, before } = lastUpdate();
    expect(result).toEqual(editItem(before, { itemId: "i103", text: "Make the bed neatly" }));
    expect(input("Tasks, item 1").value).toBe("Make the bed neatly");
  });

  it("limits item text to the document's maxlength", () => {
    setup();
    expect(input("Tasks, item 1").maxLength).toBe(createAllKindsDoc().itemOptions.maxlength);
  });

  it("adds an item after the current one on Enter and focuses it", () => {
    const { lastUpdate } = setup();
    fireEvent.keyDown(input("Tasks, item 1"), { key: "Enter" });
    const { result, before } = lastUpdate();
    expect(result).toEqual(addItem(before, { blockId: "b102", index: 1, depth: 1 }));
    const added = peekNextId(before, "item");
    const list = result.blocks.find((block) => block.id === "b102");
    expect(list?.kind === "interactive-list" && list.items[1]?.id).toBe(added);
    expect(document.activeElement).toBe(input("Tasks, item 2"));
    expect(input("Tasks, item 2").value).toBe("");
  });

  it("removes an empty item on Backspace and focuses the one before", () => {
    const { lastUpdate } = setup();
    fireEvent.keyDown(input("Tasks, item 4"), { key: "Backspace" });
    const { result, before } = lastUpdate();
    expect(result).toEqual(removeItem(before, { itemId: "i106" }));
    expect(screen.queryByRole("textbox", { name: "Tasks, item 4" })).toBeNull();
    expect(document.activeElement).toBe(input("Tasks, item 3"));
  });

  it("keeps a non-empty item on Backspace", () => {
    const { calls } = setup();
    fireEvent.keyDown(input("Tasks, item 1"), { key: "Backspace" });
    expect(calls).toHaveLength(0);
  });

  it("indents on Tab and outdents on Shift+Tab", () => {
    const { lastUpdate, calls } = setup();
    fireEvent.keyDown(input("Tasks, item 2"), { key: "Tab" });
    const indented = lastUpdate();
    expect(indented.result).toEqual(indentItem(indented.before, { itemId: "i104" }));
    fireEvent.keyDown(input("Tasks, item 2"), { key: "Tab", shiftKey: true });
    const outdented = lastUpdate();
    expect(outdented.result).toEqual(outdentItem(outdented.before, { itemId: "i104" }));
    // Nothing to indent under: Tab keeps its usual meaning and nothing is dispatched.
    const event = fireEvent.keyDown(input("Tasks, item 1"), { key: "Tab" });
    expect(event).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it("moves between items with the arrow keys", () => {
    setup();
    fireEvent.keyDown(input("Tasks, item 2"), { key: "ArrowDown" });
    expect(document.activeElement).toBe(input("Tasks, item 3"));
    fireEvent.keyDown(input("Tasks, item 3"), { key: "ArrowUp" });
    expect(document.activeElement).toBe(input("Tasks, item 2"));
  });

  it("edits the title, block titles, labels, row labels and calendar titles", () => {
    const { lastUpdate } = setup();
    fireEvent.change(input("Title"), { target: { value: "March plans" } });
    let step = lastUpdate();
    expect(step.result).toEqual(setTitle(step.before, { text: "March plans" }));
    fireEvent.change(screen.getAllByRole("textbox", { name: "Block title" })[0] as HTMLElement, {
      target: { value: "To do" },
    });
    step = lastUpdate();
    expect(step.result).toEqual(editBlock(step.before, { blockId: "b102", changes: { title: "To do" } }));
    fireEvent.change(input("Section title"), { target: { value: "Evening" } });
    step = lastUpdate();
    expect(step.result).toEqual(editBlock(step.before, { blockId: "b101", changes: { text: "Evening" } }));
    fireEvent.change(input("Read, row label"), { target: { value: "Read 10 pages" } });
    step = lastUpdate();
    expect(step.result).toEqual(editItem(step.before, { itemId: "r115", text: "Read 10 pages" }));
    fireEvent.change(input("Title of Mar 3"), { target: { value: "Dentist" } });
    step = lastUpdate();
    expect(step.result).toEqual(setCalendarTitle(step.before, { index: 2, title: "Dentist" }));
  });

  it("draws icon cells without controls: the grid is ticked on the check-off page", () => {
    setup();
    const cells = document.querySelectorAll(".ls-icon-cells .ls-icon-cell");
    expect(cells.length).toBeGreaterThan(31);
    expect(document.querySelectorAll(".ls-icon-cells :is(input, button, label, [tabindex])")).toHaveLength(0);
    expect(screen.queryByRole("checkbox", { name: /^Read, / })).toBeNull();
    expect(input("Read, row label")).toBeTruthy();
  });

  it("marks text longer than its slot, before the next paint", async () => {
    const sizes = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (
      this: HTMLElement,
    ) {
      const isField = this instanceof HTMLInputElement || this instanceof HTMLTextAreaElement;
      return isField && this.value.length > 20 ? 500 : 0;
    });
    try {
      setup();
      const item = input("Tasks, item 1");
      await nextFrame();
      expect(item.hasAttribute("data-overflow")).toBe(false);
      fireEvent.change(item, { target: { value: "A very long item that cannot fit its row" } });
      await nextFrame();
      expect(input("Tasks, item 1").hasAttribute("data-overflow")).toBe(true);
    } finally {
      sizes.mockRestore();
    }
  });
});
