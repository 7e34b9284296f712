import { describe, expect, it } from "vitest";
import { checklistBlock } from "../templates/preset-builder.ts";
import { createDoc, createListDoc, expectValid, getItems } from "../test/fixtures.ts";
import { addItem } from "./add-item.ts";
import { addPlaceholderItem, clearPlaceholderItems, removePlaceholderItem } from "./placeholder-item.ts";
import { removeItem } from "./remove-item.ts";

const PLACEHOLDER = { text: "", isChecked: false, depth: 1, isPlaceholder: true };

/** A list "Tasks" (b1) holding only its placeholder (i2). */
function emptyListDoc() {
  return addPlaceholderItem(createListDoc([]), { blockId: "b1" });
}

describe("placeholder item (only while the list would otherwise be empty)", () => {
  it("is given to an empty list, once", () => {
    const next = emptyListDoc();
    expect(getItems(next)).toEqual([{ id: "i2", ...PLACEHOLDER }]);
    expect(addPlaceholderItem(next, { blockId: "b1" })).toBe(next);
    expectValid(next);
  });

  it("is never added to a list that has items", () => {
    const doc = createListDoc(["A", "B"]);
    expect(addPlaceholderItem(doc, { blockId: "b1" })).toBe(doc);
  });

  it("takes the place of the last item removed, and cannot itself be removed", () => {
    const doc = createListDoc(["A"]);
    const emptied = removeItem(doc, { itemId: "i2" });
    expect(getItems(emptied)).toEqual([{ id: "i3", ...PLACEHOLDER }]);
    expect(removeItem(emptied, { itemId: "i3" })).toBe(emptied);
    expectValid(emptied);
  });

  it("leaves a list that keeps other items without one", () => {
    const doc = createListDoc(["A", "B", "C", "D"]);
    const next = removeItem(doc, { itemId: "i4" });
    expect(getItems(next).map((item) => item.text)).toEqual(["A", "B", "D"]);
    expect(getItems(next).some((item) => item.isPlaceholder)).toBe(false);
  });

  it("goes as soon as another item joins the list, wherever it lands", () => {
    const doc = emptyListDoc();
    for (const index of [0, 1]) {
      const next = addItem(doc, { blockId: "b1", index, text: "New" });
      expect(getItems(next)).toEqual([{ id: "i3", text: "New", isChecked: false, depth: 1 }]);
      expectValid(next);
    }
  });

  it("is removed, and only it, before saving", () => {
    const doc = emptyListDoc();
    expect(getItems(removePlaceholderItem(doc, { blockId: "b1" }))).toEqual([]);
    const full = createListDoc(["A"]);
    expect(removePlaceholderItem(full, { blockId: "b1" })).toBe(full);
  });

  it("clears the placeholders of every list", () => {
    const doc = createDoc((ids) => [
      checklistBlock(ids, "", "square", ["A"]),
      checklistBlock(ids, "", "circle", []),
    ]);
    const withPlaceholder = addPlaceholderItem(doc, { blockId: "b3" });
    const cleared = clearPlaceholderItems(withPlaceholder);
    expect(getItems(cleared, 0).map((item) => item.text)).toEqual(["A"]);
    expect(getItems(cleared, 1)).toEqual([]);
  });
});
