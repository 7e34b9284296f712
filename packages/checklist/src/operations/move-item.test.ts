import { describe, expect, it } from "vitest";
import { checklistBlock, iconField, printedList } from "../templates/preset-builder.ts";
import { createDoc, createListDoc, describeItems, expectValid, getItems } from "../test/fixtures.ts";
import { moveItem } from "./move-item.ts";

describe("moveItem", () => {
  // b1: i2 A, i3 a1, i4 B, i5 C
  const doc = createListDoc([{ text: "A", children: ["a1"] }, "B", "C"]);

  it("moves an item with its sub-items", () => {
    const next = moveItem(doc, { itemId: "i2", toIndex: 2 });
    expect(describeItems(next)).toEqual(["B", "C", "A", "  a1"]);
    expectValid(next);
  });

  it("makes a sub-item moved to the top a top-level item", () => {
    expect(describeItems(moveItem(doc, { itemId: "i3", toIndex: 0 }))).toEqual(["a1", "A", "B", "C"]);
  });

  it("moves into another list, unticking items that land in a printed list", () => {
    const two = createDoc((ids) => [
      checklistBlock(ids, "From", "square", ["Done"]),
      printedList(ids, "To", "bullet", ["X"]),
    ]);
    const ticked = {
      ...two,
      blocks: two.blocks.map((block, i) =>
        i === 0 && block.kind === "interactive-list"
          ? { ...block, items: block.items.map((item) => ({ ...item, isChecked: true })) }
          : block,
      ),
    };
    const next = moveItem(ticked, { itemId: "i2", toBlockId: "b3", toIndex: 0 });
    // The emptied list keeps a row to type into, which is never saved or printed.
    expect(getItems(next, 0)).toEqual([
      { id: "i5", text: "", isChecked: false, depth: 1, isPlaceholder: true },
    ]);
    expect(describeItems(next, 1)).toEqual(["Done", "X"]);
    expectValid(next);
  });

  it("moves icon-field rows between fields, fitting their cells", () => {
    const fields = createDoc((ids) => [
      iconField(ids, { title: "", icon: "circle", days: 31, rows: ["Read"] }),
      iconField(ids, { title: "", icon: "circle", days: 7, rows: [] }),
    ]);
    const next = moveItem(fields, { itemId: "r2", toBlockId: "b3", toIndex: 0 });
    const target = next.blocks[1];
    expect(target?.kind === "icon-field" && target.rows.map((row) => row.cells.length)).toEqual([7]);
    expectValid(next);
  });

  it("is a no-op when nothing moves or the target cannot hold the item", () => {
    expect(moveItem(doc, { itemId: "i4", toIndex: 2 })).toBe(doc);
    expect(moveItem(doc, { itemId: "nope", toIndex: 0 })).toBe(doc);
    const mixed = createDoc((ids) => [
      checklistBlock(ids, "", "square", ["A"]),
      iconField(ids, { title: "", icon: "circle", days: 7, rows: [] }),
    ]);
    expect(moveItem(mixed, { itemId: "i2", toBlockId: "b3", toIndex: 0 })).toBe(mixed);
  });
});
