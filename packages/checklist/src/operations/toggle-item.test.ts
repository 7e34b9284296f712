import { describe, expect, it } from "vitest";
import { printedList } from "../templates/preset-builder.ts";
import { createDoc, createListDoc, describeItems, expectValid } from "../test/fixtures.ts";
import { addPlaceholderItem } from "./placeholder-item.ts";
import { toggleItem } from "./toggle-item.ts";

describe("toggleItem", () => {
  it("ticks and unticks an item", () => {
    const doc = createListDoc(["A", "B"]);
    const ticked = toggleItem(doc, { itemId: "i2" });
    expect(describeItems(ticked)).toEqual(["[x] A", "B"]);
    expect(describeItems(toggleItem(ticked, { itemId: "i2" }))).toEqual(["A", "B"]);
    expectValid(ticked);
  });

  it("sets an explicit state idempotently", () => {
    const doc = createListDoc(["A"]);
    const ticked = toggleItem(doc, { itemId: "i2", isChecked: true });
    expect(toggleItem(ticked, { itemId: "i2", isChecked: true })).toBe(ticked);
  });

  it("ticks a parent with its sub-items, and a parent once all sub-items are ticked", () => {
    const doc = createListDoc([{ text: "A", children: ["a1", "a2"] }]);
    expect(describeItems(toggleItem(doc, { itemId: "i2" }))).toEqual(["[x] A", "  [x] a1", "  [x] a2"]);
    const one = toggleItem(doc, { itemId: "i3" });
    expect(describeItems(one)).toEqual(["A", "  [x] a1", "  a2"]);
    const both = toggleItem(one, { itemId: "i4" });
    expect(describeItems(both)).toEqual(["[x] A", "  [x] a1", "  [x] a2"]);
    expect(describeItems(toggleItem(both, { itemId: "i3" }))).toEqual(["A", "  a1", "  [x] a2"]);
  });

  it("keeps unchecked items before checked ones in layout 5 and re-sorts on each tick", () => {
    const doc = createListDoc(["A", { text: "B", children: ["b1", "b2"] }, "C"], { layout: 5 });
    const first = toggleItem(doc, { itemId: "i2" });
    expect(describeItems(first)).toEqual(["B", "  b1", "  b2", "C", "[x] A"]);
    const second = toggleItem(first, { itemId: "i4" });
    expect(describeItems(second)).toEqual(["B", "  b2", "  [x] b1", "C", "[x] A"]);
    const third = toggleItem(second, { itemId: "i2" });
    expect(describeItems(third)).toEqual(["B", "  b2", "  [x] b1", "C", "A"]);
    expectValid(third);
  });

  it("does not sort in other layouts", () => {
    const doc = createListDoc(["A", "B"], { layout: 1 });
    expect(describeItems(toggleItem(doc, { itemId: "i2" }))).toEqual(["[x] A", "B"]);
  });

  it("cannot tick printed lists, the placeholder or unknown items", () => {
    const printed = createDoc((ids) => [printedList(ids, "", "bullet", ["A"])]);
    expect(toggleItem(printed, { itemId: "i2" })).toBe(printed);
    const withPlaceholder = addPlaceholderItem(createListDoc([]), { blockId: "b1" });
    const placeholderId =
      withPlaceholder.blocks[0]?.kind === "interactive-list" ? withPlaceholder.blocks[0].items[0]?.id : "";
    expect(toggleItem(withPlaceholder, { itemId: placeholderId ?? "" })).toBe(withPlaceholder);
    expect(toggleItem(printed, { itemId: "i9" })).toBe(printed);
  });
});
