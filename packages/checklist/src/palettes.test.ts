import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS, getContrastRatio, PALETTES } from "./palettes.ts";
import { ColorsSchema } from "./schema/design-schema.ts";

describe("palettes", () => {
  it("has twelve named palettes with ids 1 to 12", () => {
    expect(PALETTES.map((palette) => palette.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(PALETTES.map((palette) => palette.name)).size).toBe(12);
    for (const palette of PALETTES) expect(ColorsSchema.parse(palette.colors)).toEqual(palette.colors);
  });

  it("starts with the default set", () => {
    expect(DEFAULT_COLORS).toEqual({
      color1: "262626",
      color2: "595959",
      color3: "ACACAC",
      color4: "D9D9D9",
      color5: "F2F2F2",
      color6: "FFFFFF",
    });
    expect(PALETTES[0]?.colors).toBe(DEFAULT_COLORS);
  });

  it.each(PALETTES.map((palette) => [palette.name, palette] as const))(
    "%s is readable in print",
    (_, palette) => {
      const { color1, color2, color4, color5, color6 } = palette.colors;
      expect(getContrastRatio(color1, color6)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(color2, color6)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(color1, color4)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(color1, color5)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("orders every palette dark to light and keeps palettes distinct", () => {
    for (const palette of PALETTES) {
      const ratios = Object.values(palette.colors).map((color) => getContrastRatio(color, "000000"));
      expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
    }
    expect(new Set(PALETTES.map((palette) => palette.colors.color2)).size).toBe(12);
  });

  it("computes WCAG contrast", () => {
    expect(getContrastRatio("000000", "FFFFFF")).toBeCloseTo(21, 5);
    expect(getContrastRatio("FFFFFF", "FFFFFF")).toBe(1);
  });
});
