import { describe, expect, it } from "vitest";
import type { FontFamily } from "../fonts.ts";
import { createListDoc } from "../test/fixtures.ts";
import { setFont } from "./set-font.ts";

describe("setFont", () => {
  it("sets the heading or body font from the offered families", () => {
    const doc = createListDoc([]);
    expect(setFont(doc, { role: "heading", fontFamily: "Rubik" }).design.fonts).toEqual({
      heading: "Rubik",
      body: "Arial",
    });
    expect(setFont(doc, { role: "body", fontFamily: "Papyrus" as FontFamily })).toBe(doc);
    expect(setFont(doc, { role: "body", fontFamily: "Arial" })).toBe(doc);
  });
});
