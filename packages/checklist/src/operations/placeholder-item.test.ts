import { describe, expect, it } from "vitest";
import { checklistBlock } from "../templates/preset-builder.ts";
import { createDoc, createListDoc, expectValid, getItems } from "../test/fixtures.ts";
import { addItem } from "./add-item.ts";
import { addPlaceholderItem, clearPlaceholderItems, removePlaceholderItem } from "./placeholder-item.ts";
import { toggleItem } from "./toggle-item.ts";

describe("placeholder item", () => {
  it("adds an empty first item once", () => {
    const doc = createListDoc(["A"]);
    const next = addPlaceholderItem(doc, { blockId: "b1" });
    expect(getItems(next)[0]).toMatchObject({ text: "", isChecked: false, depth: 1, isPlaceholder: true });
    expect(getItems(next)).toHaveLength(2);
    expect(addPlaceholderItem(next, { blockId: "b1" })).toBe(next);
    expectValid(next);
  });

  it("removes it, and only it", () => {
    const doc = createListDoc(["A"]);
    expect(removePlaceholderItem(doc, { blockId: "b1" })).toBe(doc);
    const next = removePlaceholderItem(addPlaceholderItem(doc, { blockId: "b1" }), { blockId: "b1" });
    expect(getItems(next).map((item) => item.text)).toEqual(["A"]);
  });

  it("clears the placeholders of every list", () => {
    const doc = createDoc((ids) => [
      checklistBlock(ids, "", "square", ["A"]),
      checklistBlock(ids, "", "circle", []),
    ]);
    const withPlaceholders = addPlaceholderItem(addPlaceholderItem(doc, { blockId: "b1" }), {
      blockId: "b3",
    });
    const cleared = clearPlaceholderItems(withPlaceholders);
    expect(getItems(cleared, 0).map((item) => item.text)).toEqual(["A"]);
    expect(getItems(cleared, 1)).toEqual([]);
  });

  it("stays first in layout 5 and loses its role when it is no longer first", () => {
    const doc = addPlaceholderItem(toggleItem(createListDoc(["A", "B"], { layout: 5 }), { itemId: "i2" }), {
      blockId: "b1",
    });
    expect(getItems(doc).map((item) => [item.text, item.isPlaceholder ?? false])).toEqual([
      ["", true],
      ["B", false],
      ["A", false],
    ]);
    const pushedDown = addItem(doc, { blockId: "b1", index: 0, text: "New" });
    expect(getItems(pushedDown).some((item) => item.isPlaceholder)).toBe(false);
    expectValid(pushedDown);
  });
});
