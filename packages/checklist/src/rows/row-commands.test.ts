import { describe, expect, it } from "vitest";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { iconField } from "../templates/preset-builder.ts";
import { createDoc, createListDoc, describeItems } from "../test/fixtures.ts";
import { getBlockRows } from "./block-rows.ts";
import {
  addRowCommand,
  type RowCommand,
  type RowKey,
  removeRowCommand,
  rowKeyCommand,
} from "./row-commands.ts";

// b1: i2 A, i3 a1, i4 a2, i5 B, i6 C
const doc = createListDoc([{ text: "A", children: ["a1", "a2"] }, "B", "C"]);

function press(on: Checklist, rowId: string, key: RowKey, isEmpty = false): RowCommand | null {
  return rowKeyCommand(on, { blockId: "b1", rowId, key, isEmpty });
}

function run(on: Checklist, command: RowCommand | null): Checklist {
  if (!command?.update) throw new Error("Expected a change");
  return command.update(on);
}

describe("rowKeyCommand", () => {
  it("Enter adds a row after the current one and focuses it", () => {
    const command = press(doc, "i5", "enter");
    expect(describeItems(run(doc, command))).toEqual(["A", "  a1", "  a2", "B", "", "C"]);
    expect(command?.focus).toEqual({ rowId: "i7", caret: "start" });
  });

  it("Enter on an item with sub-items, or on a sub-item, adds a sub-item", () => {
    expect(describeItems(run(doc, press(doc, "i2", "enter")))).toEqual(["A", "  ", "  a1", "  a2", "B", "C"]);
    expect(describeItems(run(doc, press(doc, "i4", "enter")))).toEqual(["A", "  a1", "  a2", "  ", "B", "C"]);
  });

  it("Enter in a full list changes nothing and says which limit it reached", () => {
    const full = createListDoc(Array.from({ length: LIMITS.itemsPerList }, (_, index) => `Item ${index}`));
    expect(press(full, "i2", "enter")).toEqual({
      update: null,
      focus: null,
      limit: { scope: "list", max: LIMITS.itemsPerList },
    });
  });

  it("Backspace removes an empty row and focuses the one before (or after, for the first)", () => {
    const command = press(doc, "i5", "backspace", true);
    expect(describeItems(run(doc, command))).toEqual(["A", "  a1", "  a2", "C"]);
    expect(command?.focus).toEqual({ rowId: "i4", caret: "end" });
    const first = createListDoc(["", "B"]);
    expect(press(first, "i2", "backspace", true)?.focus).toEqual({ rowId: "i3", caret: "start" });
  });

  it("Backspace keeps a row with text, the last row and an item with sub-items", () => {
    expect(press(doc, "i5", "backspace", false)).toBeNull();
    expect(press(createListDoc([""]), "i2", "backspace", true)).toBeNull();
    expect(press(doc, "i2", "backspace", true)).toBeNull();
  });

  it("Tab indents and Shift+Tab outdents; a Tab that changes nothing is left to the browser", () => {
    expect(describeItems(run(doc, press(doc, "i5", "indent")))).toEqual(["A", "  a1", "  a2", "  B", "C"]);
    expect(describeItems(run(doc, press(doc, "i3", "outdent")))).toEqual(["A", "a1", "  a2", "B", "C"]);
    expect(press(doc, "i2", "indent")).toBeNull();
    expect(press(doc, "i5", "outdent")).toBeNull();
  });

  it("the arrows move focus between rows, and stop at the ends", () => {
    expect(press(doc, "i3", "previous")).toEqual({ update: null, focus: { rowId: "i2", caret: "end" } });
    expect(press(doc, "i3", "next")).toEqual({ update: null, focus: { rowId: "i4", caret: "start" } });
    expect(press(doc, "i2", "previous")).toBeNull();
    expect(press(doc, "i6", "next")).toBeNull();
  });

  it("Alt and the arrows move the row, a main item past whole groups, keeping focus on it", () => {
    const down = press(doc, "i2", "move-down");
    expect(describeItems(run(doc, down))).toEqual(["B", "A", "  a1", "  a2", "C"]);
    expect(down?.focus).toEqual({ rowId: "i2", caret: "end" });
    expect(describeItems(run(doc, press(doc, "i5", "move-up")))).toEqual(["B", "A", "  a1", "  a2", "C"]);
    expect(describeItems(run(doc, press(doc, "i4", "move-up")))).toEqual(["A", "  a2", "  a1", "B", "C"]);
    expect(press(doc, "i6", "move-down")).toBeNull();
  });

  it("works the same on habit-grid rows, which have no sub-items", () => {
    const grid = createDoc((ids) => [
      iconField(ids, { title: "", icon: "star", days: 7, rows: ["Read", "Walk"] }),
    ]);
    const command = press(grid, "r2", "enter");
    expect(getBlockRows(run(grid, command), "b1").map((row) => row.text)).toEqual(["Read", "", "Walk"]);
    expect(command?.focus).toEqual({ rowId: "r4", caret: "start" });
    expect(press(grid, "r2", "indent")).toBeNull();
  });

  it("does nothing for a row that is not in the block", () => {
    expect(press(doc, "i99", "enter")).toBeNull();
  });
});

describe("addRowCommand and removeRowCommand (the panel's buttons)", () => {
  it("adds after the last row, or at the top of an empty list", () => {
    expect(describeItems(run(doc, addRowCommand(doc, "b1", 4)))).toEqual(["A", "  a1", "  a2", "B", "C", ""]);
    const empty = createListDoc([]);
    const command = addRowCommand(empty, "b1", -1);
    expect(describeItems(run(empty, command))).toEqual([""]);
    expect(command?.focus).toEqual({ rowId: "i2", caret: "start" });
  });

  it("adds the depth its button names, even after a sub-item", () => {
    const endsInSub = createListDoc([{ text: "A", children: ["a1"] }]);
    expect(describeItems(run(endsInSub, addRowCommand(endsInSub, "b1", 1, 1)))).toEqual(["A", "  a1", ""]);
    expect(describeItems(run(endsInSub, addRowCommand(endsInSub, "b1", 1, 2)))).toEqual(["A", "  a1", "  "]);
    expect(describeItems(run(doc, addRowCommand(doc, "b1", 4, 2)))).toEqual([
      "A",
      "  a1",
      "  a2",
      "B",
      "C",
      "  ",
    ]);
  });

  it("removes a row and focuses the one before it, or the one now first", () => {
    const command = removeRowCommand(doc, "b1", "i5");
    expect(describeItems(run(doc, command))).toEqual(["A", "  a1", "  a2", "C"]);
    expect(command?.focus).toEqual({ rowId: "i4", caret: "end" });
    expect(removeRowCommand(doc, "b1", "i2")?.focus).toEqual({ rowId: "i5", caret: "end" });
  });

  it("removing the last item leaves the placeholder focused, and the placeholder stays", () => {
    const single = createListDoc(["A"]);
    const command = removeRowCommand(single, "b1", "i2");
    const emptied = run(single, command);
    expect(getBlockRows(emptied, "b1")).toEqual([
      { id: "i3", text: "", isChecked: false, depth: 1, isPlaceholder: true },
    ]);
    expect(command?.focus).toEqual({ rowId: "i3", caret: "end" });
    expect(removeRowCommand(emptied, "b1", "i3")).toBeNull();
  });
});
