import { describe, expect, it } from "vitest";
import { peekNextId } from "../ids.ts";
import { LIMITS } from "../schema/limits.ts";
import { iconField } from "../templates/preset-builder.ts";
import { createDoc, createListDoc, describeItems, expectValid, getItems } from "../test/fixtures.ts";
import { addItem } from "./add-item.ts";

describe("addItem", () => {
  it("appends an item with the next id by default", () => {
    const doc = createListDoc(["Buy milk"]);
    const id = peekNextId(doc, "item");
    const next = addItem(doc, { blockId: "b1", text: "Call the bank" });
    expect(describeItems(next)).toEqual(["Buy milk", "Call the bank"]);
    expect(getItems(next)[1]?.id).toBe(id);
    expect(next.nextId).toBe(doc.nextId + 1);
    expectValid(next);
  });

  it("inserts at an index, as a sub-item when asked, never as the first sub-item", () => {
    const doc = createListDoc(["A", "B"]);
    expect(describeItems(addItem(doc, { blockId: "b1", index: 1, text: "a1", depth: 2 }))).toEqual([
      "A",
      "  a1",
      "B",
    ]);
    expect(describeItems(addItem(doc, { blockId: "b1", index: 0, text: "Z", depth: 2 }))).toEqual([
      "Z",
      "A",
      "B",
    ]);
    expect(describeItems(addItem(doc, { blockId: "b1", index: 99, text: "C" }))).toEqual(["A", "B", "C"]);
  });

  it("keeps text plain, on one line and within maxlength", () => {
    const doc = createListDoc([]);
    const next = addItem(doc, { blockId: "b1", text: `Line one\nline\u0000two ${"x".repeat(100)}` });
    const text = getItems(next)[0]?.text ?? "";
    expect(text.startsWith("Line one linetwo ")).toBe(true);
    expect(text).toHaveLength(doc.itemOptions.maxlength);
    expectValid(next);
  });

  it("adds a row with empty cells to an icon field", () => {
    const doc = createDoc((ids) => [
      iconField(ids, { title: "Habits", icon: "circle", days: 30, rows: ["Read"] }),
    ]);
    const next = addItem(doc, { blockId: "b1", text: "Walk" });
    const block = next.blocks[0];
    expect(block?.kind === "icon-field" && block.rows.map((row) => [row.text, row.cells.length])).toEqual([
      ["Read", 30],
      ["Walk", 30],
    ]);
    expectValid(next);
  });

  it("leaves the document alone for unknown blocks, other kinds and full lists", () => {
    const doc = createListDoc(Array.from({ length: LIMITS.itemsPerList }, (_, i) => `Task ${i}`));
    expect(addItem(doc, { blockId: "b1", text: "one too many" })).toBe(doc);
    expect(addItem(doc, { blockId: "b999" })).toBe(doc);
    const withField = createDoc((ids) => [
      { kind: "text-field", id: ids.next("b"), label: "Notes", lines: 2 },
    ]);
    expect(addItem(withField, { blockId: "b1" })).toBe(withField);
  });

  it("only ticks new items of interactive lists, and sorts them in layout 5", () => {
    const doc = createListDoc(["Open"], { layout: 5 });
    const next = addItem(doc, { blockId: "b1", index: 0, text: "Done", isChecked: true });
    expect(describeItems(next)).toEqual(["Open", "[x] Done"]);
  });
});
