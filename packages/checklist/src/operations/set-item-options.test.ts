import { describe, expect, it } from "vitest";
import { createListDoc, expectValid, getItems } from "../test/fixtures.ts";
import { setItemOptions } from "./set-item-options.ts";

describe("setItemOptions", () => {
  it("sets the item font and cuts texts to a shorter maxlength", () => {
    const doc = createListDoc(["a".repeat(50)]);
    const next = setItemOptions(doc, { fontSize: "large", fontWeight: 700, maxlength: 30 });
    expect(next.itemOptions).toEqual({ css: { fontSize: "large", fontWeight: 700 }, maxlength: 30 });
    expect(getItems(next)[0]?.text).toHaveLength(30);
    expectValid(next);
  });

  it("ignores out-of-range values", () => {
    const doc = createListDoc([]);
    expect(setItemOptions(doc, { maxlength: 5 })).toBe(doc);
    expect(setItemOptions(doc, { maxlength: 201 })).toBe(doc);
  });
});
