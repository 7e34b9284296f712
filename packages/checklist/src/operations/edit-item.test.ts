import { describe, expect, it } from "vitest";
import { LIMITS } from "../schema/limits.ts";
import { iconField } from "../templates/preset-builder.ts";
import { createDoc, createListDoc, expectValid, getItems } from "../test/fixtures.ts";
import { editItem } from "./edit-item.ts";
import { addPlaceholderItem } from "./placeholder-item.ts";

describe("editItem", () => {
  it("sets the text as plain one-line text within maxlength", () => {
    const doc = createListDoc(["Old"]);
    const next = editItem(doc, { itemId: "i2", text: "<b>New</b>\r\nline\ttab" });
    expect(getItems(next)[0]?.text).toBe("<b>New</b> line tab");
    expect(getItems(editItem(doc, { itemId: "i2", text: "y".repeat(500) }))[0]?.text).toHaveLength(60);
    expectValid(next);
  });

  it("never cuts an emoji in half at the limit", () => {
    const doc = createListDoc(["Old"]);
    const text = `${"a".repeat(59)}😀`;
    expect(getItems(editItem(doc, { itemId: "i2", text }))[0]?.text).toBe("a".repeat(59));
  });

  it("turns the placeholder into an ordinary item", () => {
    const doc = addPlaceholderItem(createListDoc(["A"]), { blockId: "b1" });
    const placeholder = getItems(doc)[0];
    const next = editItem(doc, { itemId: placeholder?.id ?? "", text: "Typed" });
    expect(getItems(next)[0]).toEqual({ id: placeholder?.id, text: "Typed", isChecked: false, depth: 1 });
  });

  it("edits icon-field rows up to their own limit", () => {
    const doc = createDoc((ids) => [iconField(ids, { title: "", icon: "circle", days: 3, rows: ["Read"] })]);
    const next = editItem(doc, { itemId: "r2", text: "r".repeat(100) });
    expect(next.blocks[0]?.kind === "icon-field" && next.blocks[0].rows[0]?.text).toBe(
      "r".repeat(LIMITS.iconRowText),
    );
  });

  it("is a no-op for the same text or an unknown id", () => {
    const doc = createListDoc(["Same"]);
    expect(editItem(doc, { itemId: "i2", text: "Same" })).toBe(doc);
    expect(editItem(doc, { itemId: "i42", text: "x" })).toBe(doc);
  });
});
