import { FONT_FAMILIES, type FontFamily } from "../fonts.ts";
import { isOneOf } from "../model/is-one-of.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetFontInput = {
  /** heading: titles of blocks, text headers, calendar titles; body: items and fields. */
  readonly role: "heading" | "body";
  readonly fontFamily: FontFamily;
};

export function setFont(doc: Checklist, input: SetFontInput): Checklist {
  if (!isOneOf(input.role, ["heading", "body"] as const) || !isOneOf(input.fontFamily, FONT_FAMILIES))
    return doc;
  if (doc.design.fonts[input.role] === input.fontFamily) return doc;
  return {
    ...doc,
    design: { ...doc.design, fonts: { ...doc.design.fonts, [input.role]: input.fontFamily } },
  };
}
