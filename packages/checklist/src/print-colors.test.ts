import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS, PALETTES } from "./palettes.ts";
import { getGreyEquivalent, getPrintedColors, getPrintedLineColor, MIN_LINE_GREY } from "./print-colors.ts";

const BLOSSOM = PALETTES.find((palette) => palette.name === "Blossom")?.colors ?? DEFAULT_COLORS;

describe("getGreyEquivalent", () => {
  it("measures how dark a colour prints in greyscale", () => {
    expect(getGreyEquivalent("FFFFFF")).toBe(0);
    expect(getGreyEquivalent("000000")).toBe(1);
    expect(getGreyEquivalent("A6A6A6")).toBeCloseTo(0.349, 3);
    // Yellow prints far paler than blue of the same saturation.
    expect(getGreyEquivalent("FFFF00")).toBeLessThan(getGreyEquivalent("0000FF"));
  });
});

describe("getPrintedLineColor", () => {
  it.each(PALETTES.map((palette) => [palette.name, palette] as const))(
    "%s prints its lines at least 40%% grey, between its line and text colours",
    (_, palette) => {
      const line = getPrintedLineColor(palette.colors);
      expect(getGreyEquivalent(line)).toBeGreaterThanOrEqual(MIN_LINE_GREY);
      expect(getGreyEquivalent(line)).toBeGreaterThanOrEqual(getGreyEquivalent(palette.colors.color3));
      expect(getGreyEquivalent(line)).toBeLessThan(getGreyEquivalent(palette.colors.color1));
    },
  );

  it("keeps a line colour that is dark enough", () => {
    const colors = { ...DEFAULT_COLORS, color3: "808080" };
    expect(getPrintedLineColor(colors)).toBe("808080");
  });

  it("darkens towards black when the custom text colour is pale too", () => {
    const pale = {
      color1: "EEEEEE",
      color2: "F0F0F0",
      color3: "F4F4F4",
      color4: "F8F8F8",
      color5: "FAFAFA",
      color6: "FFFFFF",
    };
    expect(getGreyEquivalent(getPrintedLineColor(pale))).toBeGreaterThanOrEqual(MIN_LINE_GREY);
  });
});

describe("getPrintedColors", () => {
  it("prints the design's colours with its line colour", () => {
    const colors = BLOSSOM;
    expect(getPrintedColors({ colors, printMode: "color" })).toEqual({
      ...colors,
      line: getPrintedLineColor(colors),
    });
  });

  it("prints ink-friendly: black text, dark lines, no fills", () => {
    const printed = getPrintedColors({ colors: BLOSSOM, printMode: "ink-friendly" });
    expect(printed.color1).toBe("000000");
    expect(printed.color2).toBe("000000");
    expect(getGreyEquivalent(printed.line)).toBeGreaterThanOrEqual(0.7);
    for (const fill of [printed.color4, printed.color5, printed.color6]) expect(fill).toBe("FFFFFF");
  });
});
