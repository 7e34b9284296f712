import { getMeasuredFace, type TextStyle } from "./font-face.ts";

/**
 * Widths are rounded up and kerning is ignored, and every width is padded by this share and a pixel,
 * so a line measured to fit always fits the browser's (shaping only ever makes text narrower here).
 */
const SAFETY_SHARE = 0.02;
const SAFETY_PX = 1;
/** Synthetic bold thickens strokes and, in some browsers, advances. */
const SYNTHETIC_BOLD = 1.04;
/** Glyphs outside the width tables: emoji and East Asian characters are wide, other scripts as wide as an em. */
const WIDE_GLYPH = 1300;
const OTHER_GLYPH = 1000;

function isZeroWidth(code: number): boolean {
  return (
    (code >= 0x300 && code <= 0x36f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x20d0 && code <= 0x20ff) ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    code >= 0xe0000
  );
}

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0x2190 && code <= 0x2bff) ||
    code >= 0x1f000
  );
}

/** The width of `text` in CSS px as the browser draws it at `style`, never less. */
export function measureText(text: string, style: TextStyle): number {
  const face = getMeasuredFace(style.family, style.weight);
  let thousandths = 0;
  let glyphs = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (isZeroWidth(code)) continue;
    thousandths += face.widths.get(code) ?? (isWide(code) ? WIDE_GLYPH : OTHER_GLYPH);
    glyphs++;
  }
  const em = thousandths / 1000 + glyphs * (style.letterSpacing ?? 0);
  return em * style.size * (face.isSynthetic ? SYNTHETIC_BOLD : 1);
}

/** Whether a run measured at `width` fits a line `available` px wide, with room to spare. */
export function fitsLine(width: number, available: number): boolean {
  return width * (1 + SAFETY_SHARE) + SAFETY_PX <= available;
}
