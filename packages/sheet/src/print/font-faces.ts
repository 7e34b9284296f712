import { type Checklist, EMOJI_FONT_FAMILY } from "@listful/checklist";

/** A stylesheet's @font-face rules. */
export const FONT_FACE_PATTERN = /@font-face\s*\{[^}]*\}/g;

function readFamily(face: string): string {
  return /font-family:\s*([^;}]+)/.exec(face)?.[1]?.replace(/["']/g, "").trim() ?? "";
}

/** The code point ranges of a face's unicode-range ("U+1f1e6-1f1ff, U+200d"), or null for all. */
function readUnicodeRange(face: string): readonly (readonly [number, number])[] | null {
  const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
  if (!range) return null;
  return range.split(",").map((part) => {
    const [first = "0", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first.replace(/\?/g, "0"), 16), Number.parseInt(last.replace(/\?/g, "f"), 16)];
  });
}

/** The characters of a document that the text fonts' latin subsets do not draw. */
function getNonLatinCodePoints(doc: Checklist): ReadonlySet<number> {
  const codePoints = new Set<number>();
  for (const character of JSON.stringify(doc)) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint > 0xff) codePoints.add(codePoint);
  }
  return codePoints;
}

/**
 * The @font-face rules a page needs to print a document: the faces of the families it uses, and the
 * emoji faces whose range holds one of its characters. Pages that load nothing over the network
 * inline just these (the emoji font alone is several megabytes).
 */
export function selectFontFaces(doc: Checklist): (face: string) => boolean {
  const families = new Set<string>([doc.title.fontFamily, doc.design.fonts.heading, doc.design.fonts.body]);
  let codePoints: ReadonlySet<number> | undefined;
  return (face) => {
    const family = readFamily(face);
    if (family !== EMOJI_FONT_FAMILY) return families.has(family);
    codePoints ??= getNonLatinCodePoints(doc);
    const ranges = readUnicodeRange(face);
    if (!ranges) return codePoints.size > 0;
    for (const codePoint of codePoints) {
      if (ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) return true;
    }
    return false;
  };
}
