import { describe, expect, it } from "vitest";
import { createListDoc, describeItems, expectValid } from "../test/fixtures.ts";
import { indentItem } from "./indent-item.ts";

describe("indentItem", () => {
  it("makes an item a sub-item of the one above", () => {
    const doc = createListDoc(["A", "B"]);
    const next = indentItem(doc, { itemId: "i3" });
    expect(describeItems(next)).toEqual(["A", "  B"]);
    expectValid(next);
  });

  it("does nothing to the first item or a sub-item (two levels at most)", () => {
    const doc = createListDoc([{ text: "A", children: ["a1"] }]);
    expect(indentItem(doc, { itemId: "i2" })).toBe(doc);
    expect(indentItem(doc, { itemId: "i3" })).toBe(doc);
    expect(indentItem(doc, { itemId: "missing" })).toBe(doc);
  });

  it("keeps the indented item's sub-items at depth 2", () => {
    const doc = createListDoc(["A", { text: "B", children: ["b1"] }]);
    expect(describeItems(indentItem(doc, { itemId: "i3" }))).toEqual(["A", "  B", "  b1"]);
  });
});
