import type { Colors } from "./schema/design-schema.ts";

export type Palette = { readonly id: number; readonly name: string; readonly colors: Colors };

/**
 * Colour roles, dark to light, the same in every palette so a design survives a palette switch:
 * color1 text, color2 headings and accents, color3 lines, borders and tick boxes, color4 fills and
 * bands, color5 tints behind rows, color6 the page. color1 on color6 is always readable in print.
 */
const GRAPHITE = palette(1, "Graphite", ["262626", "595959", "ACACAC", "D9D9D9", "F2F2F2", "FFFFFF"]);

/** The default set, palette 1 (docs/PRODUCT.md, Palettes). */
export const DEFAULT_COLORS: Colors = GRAPHITE.colors;

export const PALETTES: readonly Palette[] = [
  GRAPHITE,
  palette(2, "Ocean", ["12263A", "1F4E79", "6A9AC4", "BFD7EA", "E8F1F8", "FFFFFF"]),
  palette(3, "Sage", ["23352B", "3F6B4F", "8DB39A", "C9DFCF", "EDF5EF", "FFFFFF"]),
  palette(4, "Blossom", ["4A1D33", "9C3D6A", "E28AB3", "F6C6DB", "FCEAF2", "FFFFFF"]),
  palette(5, "Sunrise", ["3D1F0E", "A4501C", "F0A05A", "FAD3AA", "FDF0E3", "FFFFFF"]),
  palette(6, "Lavender", ["2E2345", "5E4B8B", "A393CF", "D7CEEF", "F2EFFA", "FFFFFF"]),
  palette(7, "Terracotta", ["3B1E16", "8E4331", "CF8A6E", "EBC3B2", "F8EAE4", "FFFDFB"]),
  palette(8, "Mint", ["113B36", "1F7A6D", "6CC3B5", "BCE6DF", "E8F7F4", "FFFFFF"]),
  palette(9, "Sunflower", ["33290A", "7A5C00", "E0B400", "F5DF85", "FCF6DA", "FFFFFF"]),
  palette(10, "Cherry", ["3B0D11", "9B1C26", "E05A63", "F5B9BD", "FDECEE", "FFFFFF"]),
  palette(11, "Coffee", ["2B1D14", "6B4B35", "B08E72", "DCC7B4", "F4ECE3", "FFFDF9"]),
  palette(12, "Olive", ["2A2E12", "5C6B1E", "A4B25A", "D6DEAE", "F3F6E6", "FFFFFF"]),
];

function palette(
  id: number,
  name: string,
  hex: readonly [string, string, string, string, string, string],
): Palette {
  const [color1, color2, color3, color4, color5, color6] = hex;
  return { id, name, colors: { color1, color2, color3, color4, color5, color6 } };
}

export function findPalette(id: number): Palette | undefined {
  return PALETTES.find((candidate) => candidate.id === id);
}

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4);
}

/** WCAG contrast ratio of two "RRGGBB" colours (1 to 21). */
export function getContrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
