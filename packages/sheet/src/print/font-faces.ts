import { type Checklist, EMOJI_FONT_FAMILY, type FontFamily, getPrintedFamily } from "@listful/checklist";

/**
 * One face of a web font the sheet draws with: the `@font-face` rules of `fonts.css` and `emoji.css` as data,
 * for a page that loads nothing (the print document inlines the faces a document uses). A test holds the two
 * stylesheets to this list.
 */
export type SheetFontFace = {
  readonly family: Exclude<FontFamily, "Arial"> | typeof EMOJI_FONT_FAMILY;
  readonly weight: number;
  /** The font file, as a package path (`@fontsource/...`). */
  readonly file: string;
  readonly format: "woff2" | "woff";
  /** The characters the face covers, as CSS writes them; every character when absent. */
  readonly unicodeRange?: string;
};

/** The latin subset of a family in the weights the sheet uses, as `@fontsource` ships them. */
function latin(family: SheetFontFace["family"], weights: readonly number[]): SheetFontFace[] {
  const name = family.toLowerCase().replace(/ /g, "-");
  return weights.map((weight) => ({
    family,
    weight,
    file: `@fontsource/${name}/files/${name}-latin-${weight}-normal.woff2`,
    format: "woff2",
  }));
}

/**
 * A part of Noto Color Emoji as `@fontsource/noto-color-emoji` splits it: its WOFF file, which carries the COLRv1
 * glyphs Chromium draws and prints in colour (the WOFF2 files carry only an SVG table Chromium draws blank).
 */
function emoji(part: string, unicodeRange: string): SheetFontFace {
  return {
    family: EMOJI_FONT_FAMILY,
    weight: 400,
    file: `@fontsource/noto-color-emoji/files/noto-color-emoji-${part}-400-normal.woff`,
    format: "woff",
    unicodeRange,
  };
}

export const SHEET_FONT_FACES: readonly SheetFontFace[] = [
  ...latin("Rubik", [300, 400, 500, 700]),
  ...latin("Nunito", [300, 400, 500, 700]),
  ...latin("Montserrat", [300, 400, 500, 700]),
  ...latin("Lora", [400, 500, 700]),
  ...latin("Playfair Display", [400, 500, 700]),
  ...latin("Caveat", [400, 500, 700]),
  ...latin("Patrick Hand", [400]),
  ...latin("Amatic SC", [400, 700]),
  emoji("0", "U+1f1e6-1f1ff"),
  emoji(
    "1",
    "U+200d, U+fe0f, U+1f308, U+1f38c, U+1f3c1, U+1f3f4, U+1f6a9, U+e0062-e0063, U+e0065, U+e0067, U+e006c, U+e006e, U+e0073-e0074, U+e0077, U+e007f",
  ),
  emoji(
    "2",
    "U+200d, U+20e3, U+23e9-23ec, U+25fd-25fe, U+2648-2653, U+267f, U+26aa-26ab, U+26ce, U+26d4, U+2705, U+274c, U+274e, U+2753-2755, U+2757, U+2795-2797, U+27b0, U+27bf, U+2b1b-2b1c, U+2b55, U+fe0f, U+1f18e, U+1f191-1f19a, U+1f201, U+1f21a, U+1f22f, U+1f232-1f236, U+1f238-1f23a, U+1f250-1f251, U+1f310, U+1f3a6, U+1f3b5-1f3b6, U+1f3bc, U+1f3e7, U+1f499-1f49c, U+1f49f-1f4a0, U+1f4ac-1f4ad, U+1f4b1-1f4b2, U+1f4b9, U+1f4db, U+1f4f2-1f4f6, U+1f500-1f507, U+1f515, U+1f518-1f524, U+1f52f-1f53d, U+1f54e, U+1f5a4, U+1f6ab, U+1f6ad-1f6b1, U+1f6b3, U+1f6b7-1f6bc, U+1f6be, U+1f6c2-1f6c5, U+1f6d0-1f6d1, U+1f6d7, U+1f6dc, U+1f7e0-1f7eb, U+1f7f0, U+1f90d-1f90e, U+1f9d1-1f9d2, U+1f9e1, U+1fa75-1fa77, U+1faaf",
  ),
  emoji(
    "3",
    "U+200d, U+231a-231b, U+23f0, U+23f3, U+fe0f, U+1f302, U+1f392-1f393, U+1f3a9, U+1f3bd, U+1f3ee, U+1f3fa, U+1f451-1f462, U+1f484, U+1f489-1f48a, U+1f48c-1f48e, U+1f4a1, U+1f4a3, U+1f4a5, U+1f4b0, U+1f4b3-1f4b8, U+1f4bb-1f4da, U+1f4dc-1f4f1, U+1f4ff, U+1f508-1f514, U+1f516-1f517, U+1f526-1f529, U+1f52c-1f52e, U+1f550-1f567, U+1f6aa, U+1f6ac, U+1f6bd, U+1f6bf, U+1f6c1, U+1f6d2, U+1f97b-1f97f, U+1f9af, U+1f9ba, U+1f9e2-1f9e6, U+1f9ea-1f9ec, U+1f9ee-1f9f4, U+1f9f7-1f9ff, U+1fa71-1fa74, U+1fa79-1fa7b, U+1fa86, U+1fa8e-1fa8f, U+1fa91-1fa93, U+1fa96, U+1fa99-1faa0, U+1faa2-1faa7, U+1faaa-1faae",
  ),
  emoji(
    "4",
    "U+26bd-26be, U+26f3, U+fe0f, U+1f004, U+1f0cf, U+1f380-1f384, U+1f386-1f38b, U+1f38d-1f391, U+1f3a3-1f3a5, U+1f3a7-1f3a9, U+1f3ab-1f3b4, U+1f3b7-1f3bb, U+1f3bd-1f3c0, U+1f3c5-1f3c6, U+1f3c8-1f3c9, U+1f3cf-1f3d3, U+1f3f8-1f3f9, U+1f47e, U+1f4e2, U+1f4f7-1f4fc, U+1f52b, U+1f6f7, U+1f6f9, U+1f6fc, U+1f93f, U+1f941, U+1f945, U+1f947-1f94f, U+1f9e7-1f9e9, U+1f9f5-1f9f6, U+1fa70-1fa71, U+1fa80-1fa81, U+1fa83-1fa85, U+1fa87-1fa8a, U+1fa94-1fa95, U+1fa97-1fa98, U+1faa1, U+1faa9, U+1fadf",
  ),
  emoji(
    "5",
    "U+2693, U+26ea, U+26f2, U+26f5, U+26fa, U+26fd, U+fe0f, U+1f301, U+1f303, U+1f306-1f307, U+1f309, U+1f310, U+1f3a0-1f3a2, U+1f3aa, U+1f3e0-1f3e6, U+1f3e8-1f3ed, U+1f3ef-1f3f0, U+1f488, U+1f492, U+1f4ba, U+1f54b-1f54d, U+1f5fb-1f5ff, U+1f680-1f6a2, U+1f6a4-1f6a8, U+1f6b2, U+1f6d1, U+1f6d5-1f6d6, U+1f6dd-1f6df, U+1f6eb-1f6ec, U+1f6f4-1f6f6, U+1f6f8, U+1f6fa-1f6fb, U+1f9bc-1f9bd, U+1f9ed, U+1f9f3, U+1fa7c",
  ),
  emoji(
    "6",
    "U+200d, U+2615, U+fe0f, U+1f32d-1f330, U+1f33d, U+1f344-1f37c, U+1f37e-1f37f, U+1f382, U+1f52a, U+1f7e9, U+1f7eb, U+1f942-1f944, U+1f950-1f96f, U+1f99e, U+1f9aa, U+1f9c0-1f9cb, U+1fad0-1fadc",
  ),
  emoji(
    "7",
    "U+200d, U+2614, U+26a1, U+26c4-26c5, U+2728, U+2b1b, U+2b50, U+fe0f, U+1f300, U+1f304-1f305, U+1f308, U+1f30a-1f30f, U+1f311-1f320, U+1f331-1f335, U+1f337-1f33c, U+1f33e-1f344, U+1f400-1f43e, U+1f490, U+1f4a7, U+1f4ae, U+1f525, U+1f648-1f64a, U+1f6d8, U+1f940, U+1f980-1f9ae, U+1f9ba, U+1fa90, U+1faa8, U+1fab0-1fabf, U+1facd-1facf, U+1fae7",
  ),
  emoji(
    "8",
    "U+200d, U+fe0f, U+1f33e, U+1f373, U+1f37c, U+1f384-1f385, U+1f393, U+1f3a4, U+1f3a8, U+1f3c2-1f3c4, U+1f3c7, U+1f3ca, U+1f3eb, U+1f3ed, U+1f3fb-1f3ff, U+1f430, U+1f466-1f469, U+1f46b-1f478, U+1f47c, U+1f481-1f483, U+1f486-1f487, U+1f48b, U+1f48f, U+1f491, U+1f4bb-1f4bc, U+1f527, U+1f52c, U+1f57a, U+1f645-1f647, U+1f64b, U+1f64d-1f64e, U+1f680, U+1f692, U+1f6a3, U+1f6b4-1f6b6, U+1f6c0, U+1f6cc, U+1f91d, U+1f926, U+1f930-1f931, U+1f934-1f93a, U+1f93c-1f93e, U+1f977, U+1f9af-1f9b3, U+1f9b8-1f9b9, U+1f9bc-1f9bd, U+1f9cc-1f9cf, U+1f9d1-1f9df, U+1fa70, U+1fa82, U+1fac3-1fac5, U+1fac8, U+1faef",
  ),
  emoji(
    "9",
    "U+200d, U+26a1, U+26c4, U+270a-270b, U+2728, U+2b50, U+fe0f, U+1f31a-1f31f, U+1f389-1f38a, U+1f3fb-1f3ff, U+1f440, U+1f442-1f450, U+1f463-1f465, U+1f479-1f47b, U+1f47d-1f480, U+1f485, U+1f48b-1f48c, U+1f493-1f49f, U+1f4a2, U+1f4a4-1f4a6, U+1f4a8-1f4ab, U+1f4af, U+1f525, U+1f595-1f596, U+1f5a4, U+1f600-1f644, U+1f648-1f64a, U+1f64c, U+1f64f, U+1f90c-1f925, U+1f927-1f92f, U+1f932-1f933, U+1f970-1f976, U+1f978-1f97a, U+1f9a0, U+1f9b4-1f9b7, U+1f9bb, U+1f9be-1f9bf, U+1f9d0, U+1f9e0-1f9e1, U+1fa75-1fa79, U+1fac0-1fac2, U+1fac6, U+1fae0-1fae6, U+1fae8-1faea, U+1faef-1faf8",
  ),
];

/** The code point ranges of a unicode-range ("U+1f1e6-1f1ff, U+200d"). */
function codePointRanges(unicodeRange: string): (readonly [number, number])[] {
  return unicodeRange.split(",").map((part) => {
    const [first = "0", last = first] = part.trim().slice("U+".length).split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

/** The characters of a document that the text fonts' latin subsets do not draw. */
function nonLatinCodePoints(doc: Checklist): ReadonlySet<number> {
  const codePoints = new Set<number>();
  for (const character of JSON.stringify(doc)) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint > 0xff) codePoints.add(codePoint);
  }
  return codePoints;
}

/**
 * The faces a page needs to print a document: those of the families it uses, and the emoji faces whose range
 * holds one of its characters (the emoji font alone is several megabytes).
 */
export function fontFacesFor(doc: Checklist): SheetFontFace[] {
  const chosen = [doc.title.fontFamily, doc.design.fonts.heading, doc.design.fonts.body];
  // A script face's small text prints in its plain companion (getPrintedFamily at any size under 14 pt).
  const families = new Set<string>([...chosen, ...chosen.map((family) => getPrintedFamily(family, 0))]);
  const codePoints = nonLatinCodePoints(doc);
  return SHEET_FONT_FACES.filter((face) => {
    if (face.family !== EMOJI_FONT_FAMILY) return families.has(face.family);
    if (!face.unicodeRange) return codePoints.size > 0;
    const ranges = codePointRanges(face.unicodeRange);
    return [...codePoints].some((codePoint) =>
      ranges.some(([first, last]) => codePoint >= first && codePoint <= last),
    );
  });
}

/** The face's `@font-face` rule, its font taken from `source` (the file's address, or its data). */
export function fontFaceRule(face: SheetFontFace, source: string): string {
  const range = face.unicodeRange ? `unicode-range:${face.unicodeRange};` : "";
  return `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};src:url(${source}) format("${face.format}");${range}}`;
}

/** Where a face's font file is on this machine. */
export function fontFileUrl(face: SheetFontFace): URL {
  return new URL(import.meta.resolve(face.file));
}
