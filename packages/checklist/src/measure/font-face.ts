import type { FontFamily } from "../fonts.ts";
import { GLYPH_CHARSET, GLYPH_WIDTHS } from "./glyph-widths.data.ts";

/** How a piece of text is set: the font, its weight, its size in CSS px and extra letter spacing in em. */
export type TextStyle = {
  readonly family: FontFamily;
  readonly weight: number;
  readonly size: number;
  readonly letterSpacing?: number;
};

/** Advance widths in thousandths of an em by code point, and whether the browser will embolden it. */
export type MeasuredFace = { readonly widths: ReadonlyMap<number, number>; readonly isSynthetic: boolean };

const CODES = Array.from(GLYPH_CHARSET, (char) => char.codePointAt(0) ?? 0);
const faces = new Map<string, MeasuredFace>();

function weightsOf(family: FontFamily): number[] {
  return Object.keys(GLYPH_WIDTHS)
    .filter((key) => key.slice(0, key.lastIndexOf(" ")) === family)
    .map((key) => Number(key.slice(key.lastIndexOf(" ") + 1)))
    .sort((a, b) => a - b);
}

/** CSS font matching (CSS Fonts 4, 5.2): the face a browser draws `weight` with, from those loaded. */
export function matchWeight(available: readonly number[], weight: number): number {
  const below = available.filter((w) => w <= weight).reverse();
  const above = available.filter((w) => w > weight);
  let order: number[];
  if (weight >= 400 && weight <= 500) {
    const upTo500 = above.filter((w) => w <= 500);
    order = [
      ...below.filter((w) => w === weight),
      ...upTo500,
      ...below.filter((w) => w !== weight),
      ...above.filter((w) => w > 500),
    ];
  } else if (weight < 400) order = [...below, ...above];
  else order = [...above.filter((w) => w >= weight), ...below];
  return order[0] ?? 400;
}

/** A face's widths from the table's base-36 list; -1 where the font has no glyph. */
function decode(widths: string | undefined): number[] {
  return (widths ?? "").split(",").map((width) => (width === "" ? -1 : Number.parseInt(width, 36)));
}

function readFace(family: FontFamily, weight: number): MeasuredFace {
  const face = matchWeight(weightsOf(family), weight);
  const table = decode(GLYPH_WIDTHS[`${family} ${face}`]);
  // A glyph the web font lacks comes from the next font of the stack, Arial, whose widths are known.
  const fallback = decode(GLYPH_WIDTHS[`Arial ${weight >= 600 ? 700 : 400}`]);
  const widths = new Map<number, number>();
  CODES.forEach((code, index) => {
    const width = table[index] ?? -1;
    const other = fallback[index] ?? -1;
    if (width >= 0 || other >= 0) widths.set(code, width >= 0 ? width : other);
  });
  // Browsers embolden a face synthetically when asked for bold that the family does not have.
  return { widths, isSynthetic: weight >= 600 && face < 600 };
}

export function getMeasuredFace(family: FontFamily, weight: number): MeasuredFace {
  const key = `${family} ${weight}`;
  let face = faces.get(key);
  if (!face) {
    face = readFace(family, weight);
    faces.set(key, face);
  }
  return face;
}
