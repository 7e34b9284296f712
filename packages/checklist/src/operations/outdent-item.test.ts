import { describe, expect, it } from "vitest";
import { createListDoc, describeItems, expectValid } from "../test/fixtures.ts";
import { outdentItem } from "./outdent-item.ts";

describe("outdentItem", () => {
  it("makes a sub-item top-level; later siblings become its sub-items", () => {
    const doc = createListDoc([{ text: "A", children: ["a1", "a2"] }]);
    const next = outdentItem(doc, { itemId: "i3" });
    expect(describeItems(next)).toEqual(["A", "a1", "  a2"]);
    expectValid(next);
  });

  it("does nothing to a top-level item", () => {
    const doc = createListDoc(["A"]);
    expect(outdentItem(doc, { itemId: "i2" })).toBe(doc);
  });
});
