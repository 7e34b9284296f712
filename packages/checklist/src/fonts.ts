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

// Emoji come from the emoji font the sheet ships. It leads every stack: Chromium on Linux asks the
// system for an emoji the first font lacks before it tries a later web font. The sheet's faces of it
// cover emoji only, so every other character still comes from the text font.
export const EMOJI_FONT_FAMILY = "Noto Color Emoji";

const EMOJI = `'${EMOJI_FONT_FAMILY}'`;

// Arial is the default title font (docs/PRODUCT.md, Editor defaults). Debian Chromium, which prints the PDF,
// has no Arial but has the metric-compatible Liberation Sans, so line breaks (and pagination) stay the same.
// The web fonts fall back to a font of similar width only if their files fail to load.
export const FONT_STACKS: Readonly<Record<FontFamily, string>> = {
  Arial: `${EMOJI}, Arial, 'Liberation Sans', Helvetica, sans-serif`,
  Rubik: `${EMOJI}, Rubik, Arial, 'Liberation Sans', sans-serif`,
  Nunito: `${EMOJI}, Nunito, Arial, 'Liberation Sans', sans-serif`,
  Montserrat: `${EMOJI}, Montserrat, Arial, 'Liberation Sans', sans-serif`,
  Lora: `${EMOJI}, Lora, Georgia, 'Liberation Serif', serif`,
  "Playfair Display": `${EMOJI}, 'Playfair Display', Georgia, 'Liberation Serif', serif`,
  Caveat: `${EMOJI}, Caveat, 'Patrick Hand', cursive`,
  "Patrick Hand": `${EMOJI}, 'Patrick Hand', Caveat, cursive`,
  "Amatic SC": `${EMOJI}, 'Amatic SC', 'Liberation Sans Narrow', sans-serif`,
};

/** Handwritten faces: they read well only large, so they never print under 14 pt. */
export const SCRIPT_FAMILIES: readonly FontFamily[] = ["Caveat", "Patrick Hand", "Amatic SC"];

/** 14 pt in CSS px: the least size a script face prints at. */
export const MIN_SCRIPT_SIZE = 56 / 3;

/** The plain face that sets a script family's text where it would be under 14 pt. */
const PLAIN_COMPANIONS: Readonly<Partial<Record<FontFamily, FontFamily>>> = {
  Caveat: "Nunito",
  "Patrick Hand": "Nunito",
  "Amatic SC": "Montserrat",
};

export function isScriptFamily(family: FontFamily): boolean {
  return SCRIPT_FAMILIES.includes(family);
}

/** The family text chosen in `family` prints in at `size` px: a script face under 14 pt gives way to its plain companion. */
export function getPrintedFamily(family: FontFamily, size: number): FontFamily {
  return size < MIN_SCRIPT_SIZE ? (PLAIN_COMPANIONS[family] ?? family) : family;
}

/** Section titles in a script face print at 14 pt (their line height holds it); other faces at `size`. */
export function getHeadingSize(family: FontFamily, size: number): number {
  return isScriptFamily(family) ? Math.max(size, MIN_SCRIPT_SIZE) : size;
}
