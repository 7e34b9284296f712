import { describe, expect, it } from "vitest";
import { PALETTES } from "../palettes.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setColor } from "./set-color.ts";
import { setPalette } from "./set-palette.ts";

describe("setPalette", () => {
  it("applies a palette's colours, replacing picked colours", () => {
    const doc = setColor(createListDoc([]), { role: "color2", color: "#123456" });
    const next = setPalette(doc, { palette: 3 });
    expect(next.design.palette).toBe(3);
    expect(next.design.colors).toEqual(PALETTES[2]?.colors);
    expect(setPalette(doc, { palette: 1 }).design.colors.color2).toBe("595959");
    expectValid(next);
  });

  it("ignores unknown palettes and the palette already in use", () => {
    const doc = createListDoc([]);
    expect(setPalette(doc, { palette: 13 })).toBe(doc);
    expect(setPalette(doc, { palette: 1 })).toBe(doc);
  });
});
