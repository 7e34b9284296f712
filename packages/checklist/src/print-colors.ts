import type { Colors, Design } from "./schema/design-schema.ts";

/**
 * The darkness the thinnest printed line keeps (0 white, 1 black). Office laser printers drop or
 * dither lines paler than about 35% grey; 40% leaves room for toner and antialiasing.
 */
export const MIN_LINE_GREY = 0.4;

/** Ink-friendly lines: dark enough to survive any printer, lighter than the black text. */
const INK_FRIENDLY_LINE = "404040";

/**
 * How dark a "RRGGBB" colour prints in greyscale, 0 (white) to 1 (black): one minus its Rec. 601
 * luma, the conversion greyscale printer drivers and `pdftoppm -gray` apply.
 */
export function getGreyEquivalent(hex: string): number {
  const [red, green, blue] = [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
  return 1 - (0.299 * (red ?? 0) + 0.587 * (green ?? 0) + 0.114 * (blue ?? 0)) / 255;
}

function mix(from: string, to: string, amount: number): string {
  return [0, 2, 4]
    .map((offset) => {
      const a = Number.parseInt(from.slice(offset, offset + 2), 16);
      const b = Number.parseInt(to.slice(offset, offset + 2), 16);
      return Math.round(a + (b - a) * amount)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")
    .toUpperCase();
}

/** `from` darkened towards `to` in 5% steps until it prints at least `grey` dark. */
function darken(from: string, to: string, grey: number): string | null {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(from, to, step / 20);
    if (getGreyEquivalent(candidate) >= grey) return candidate;
  }
  return null;
}

/**
 * The colour every grid line, rule, separator and tick box outline prints in: the palette's line
 * colour (color3) where it is dark enough, else color3 darkened towards the text colour (so the line
 * keeps the palette's hue), or towards black for custom colours whose text is pale too.
 */
export function getPrintedLineColor(colors: Colors): string {
  return (
    darken(colors.color3, colors.color1, MIN_LINE_GREY) ??
    darken(colors.color3, "000000", MIN_LINE_GREY) ??
    "000000"
  );
}

/** The colours a page prints in: the design's own, with its line colour, or ink-friendly ones. */
export type PrintedColors = Colors & { readonly line: string };

/**
 * Ink-friendly printing draws the same sheet with no filled areas (bands, tints and the page are
 * white), black text and dark lines: what people print on a home inkjet.
 */
export function getPrintedColors(design: Pick<Design, "colors" | "printMode">): PrintedColors {
  if (design.printMode === "ink-friendly") {
    return {
      color1: "000000",
      color2: "000000",
      color3: INK_FRIENDLY_LINE,
      color4: "FFFFFF",
      color5: "FFFFFF",
      color6: "FFFFFF",
      line: INK_FRIENDLY_LINE,
    };
  }
  return { ...design.colors, line: getPrintedLineColor(design.colors) };
}
