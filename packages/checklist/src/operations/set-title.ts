import { FONT_FAMILIES, FONT_WEIGHTS, type FontFamily, type FontWeight } from "../fonts.ts";
import { isOneOf } from "../model/is-one-of.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeSingleLine } from "../text/sanitize-text.ts";

export type SetTitleInput = {
  readonly text?: string;
  readonly fontFamily?: FontFamily;
  readonly fontWeight?: FontWeight;
};

export function setTitle(doc: Checklist, input: SetTitleInput): Checklist {
  const title = {
    text: input.text === undefined ? doc.title.text : sanitizeSingleLine(input.text, LIMITS.titleText),
    fontFamily: isOneOf(input.fontFamily, FONT_FAMILIES) ? input.fontFamily : doc.title.fontFamily,
    fontWeight: isOneOf(input.fontWeight, FONT_WEIGHTS) ? input.fontWeight : doc.title.fontWeight,
  };
  const isSame =
    title.text === doc.title.text &&
    title.fontFamily === doc.title.fontFamily &&
    title.fontWeight === doc.title.fontWeight;
  return isSame ? doc : { ...doc, title };
}
