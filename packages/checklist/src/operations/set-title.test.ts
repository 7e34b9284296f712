import { describe, expect, it } from "vitest";
import type { FontFamily } from "../fonts.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setTitle } from "./set-title.ts";

describe("setTitle", () => {
  const doc = createListDoc([]);

  it("sets text, font family and weight", () => {
    const next = setTitle(doc, { text: "Packing List", fontFamily: "Playfair Display", fontWeight: 500 });
    expect(next.title).toEqual({ text: "Packing List", fontFamily: "Playfair Display", fontWeight: 500 });
    expectValid(next);
  });

  it("cleans and bounds the text, ignores unknown fonts", () => {
    const next = setTitle(doc, { text: `A\nB${"c".repeat(100)}`, fontFamily: "Comic Sans" as FontFamily });
    expect(next.title.text).toHaveLength(60);
    expect(next.title.text.startsWith("A B")).toBe(true);
    expect(next.title.fontFamily).toBe("Arial");
  });

  it("is a no-op without changes", () => {
    expect(setTitle(doc, { text: "My Title" })).toBe(doc);
  });
});
