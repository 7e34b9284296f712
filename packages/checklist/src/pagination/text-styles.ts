import type { TextStyle } from "../measure/font-face.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { FOOTER_FONT_SIZE, HEADLINE_FONT_SIZE, ITEM_FONT, TYPE_SCALE } from "./geometry.ts";

// How each kind of text on a sheet is set, for measuring it: the same fonts, weights and sizes the
// sheet's stylesheet draws it with (packages/sheet takes the sizes from geometry.ts).

type Role = Exclude<keyof typeof TYPE_SCALE, "answer">;

/** Headings, labels and dates use the heading font; the rest the body font. */
const HEADING_ROLES: ReadonlySet<Role> = new Set(["heading", "label", "caption", "weekday"]);

export function getTextStyle(doc: Checklist, role: Role): TextStyle {
  const scale = TYPE_SCALE[role];
  const family = HEADING_ROLES.has(role) ? doc.design.fonts.heading : doc.design.fonts.body;
  return { family, weight: scale.weight, size: scale.size };
}

export function getItemTextStyle(doc: Checklist): TextStyle {
  const { fontSize, fontWeight } = doc.itemOptions.css;
  return { family: doc.design.fonts.body, weight: fontWeight, size: ITEM_FONT[fontSize].size };
}

export function getAnswerTextStyle(doc: Checklist): TextStyle {
  return { family: doc.design.fonts.body, weight: 400, size: TYPE_SCALE.answer.size };
}

export function getTitleTextStyle(doc: Checklist, size: number): TextStyle {
  return { family: doc.title.fontFamily, weight: doc.title.fontWeight, size, letterSpacing: -0.01 };
}

export function getHeadlineTextStyle(doc: Checklist, isCompact: boolean): TextStyle {
  return isCompact
    ? { family: doc.design.fonts.body, weight: 400, size: 15 }
    : { family: doc.design.fonts.body, weight: 400, size: HEADLINE_FONT_SIZE, letterSpacing: 0.05 };
}

export function getFooterTextStyle(doc: Checklist): TextStyle {
  return { family: doc.design.fonts.body, weight: 400, size: FOOTER_FONT_SIZE, letterSpacing: 0.02 };
}
