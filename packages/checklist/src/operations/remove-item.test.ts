import { describe, expect, it } from "vitest";
import { iconField } from "../templates/preset-builder.ts";
import { createDoc, createListDoc, describeItems, expectValid } from "../test/fixtures.ts";
import { removeItem } from "./remove-item.ts";

describe("removeItem", () => {
  it("removes an item with its sub-items", () => {
    // b1: i2 A, i3 a1, i4 a2, i5 B
    const doc = createListDoc([{ text: "A", children: ["a1", "a2"] }, "B"]);
    const next = removeItem(doc, { itemId: "i2" });
    expect(describeItems(next)).toEqual(["B"]);
    expectValid(next);
  });

  it("removes a single sub-item", () => {
    const doc = createListDoc([{ text: "A", children: ["a1", "a2"] }, "B"]);
    expect(describeItems(removeItem(doc, { itemId: "i3" }))).toEqual(["A", "  a2", "B"]);
  });

  it("removes an icon-field row", () => {
    const doc = createDoc((ids) => [
      iconField(ids, { title: "", icon: "star", days: 7, rows: ["Read", "Walk"] }),
    ]);
    const next = removeItem(doc, { itemId: "r2" });
    expect(next.blocks[0]?.kind === "icon-field" && next.blocks[0].rows.map((row) => row.text)).toEqual([
      "Walk",
    ]);
  });

  it("returns the same document for an unknown id", () => {
    const doc = createListDoc(["A"]);
    expect(removeItem(doc, { itemId: "i99" })).toBe(doc);
  });
});
