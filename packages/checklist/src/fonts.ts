/**
 * The fonts a sheet can use. Apart from Arial, each is a self-hosted web font (packages/sheet serves
 * the @fontsource files), so the editor preview, the view page and the PDF printed by Chromium all
 * draw the same glyphs and break lines in the same places.
 */
export const FONT_FAMILIES = [
  "Arial",
  "Rubik",
  "Nunito",
  "Montserrat",
  "Lora",
  "Playfair Display",
  "Caveat",
  "Patrick Hand",
  "Amatic SC",
] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];

export const FONT_WEIGHTS = [300, 400, 500, 700] as const;

export type FontWeight = (typeof FONT_WEIGHTS)[number];

// Arial is SPEC's default title font. Debian Chromium, which prints the PDF, has no Arial but has the
// metric-compatible Liberation Sans, so line breaks (and pagination) stay the same. The web fonts fall
// back to a font of similar width only if their files fail to load.
export const FONT_STACKS: Readonly<Record<FontFamily, string>> = {
  Arial: "Arial, 'Liberation Sans', Helvetica, sans-serif",
  Rubik: "Rubik, Arial, 'Liberation Sans', sans-serif",
  Nunito: "Nunito, Arial, 'Liberation Sans', sans-serif",
  Montserrat: "Montserrat, Arial, 'Liberation Sans', sans-serif",
  Lora: "Lora, Georgia, 'Liberation Serif', serif",
  "Playfair Display": "'Playfair Display', Georgia, 'Liberation Serif', serif",
  Caveat: "Caveat, 'Patrick Hand', cursive",
  "Patrick Hand": "'Patrick Hand', Caveat, cursive",
  "Amatic SC": "'Amatic SC', 'Liberation Sans Narrow', sans-serif",
};
