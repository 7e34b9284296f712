import { getHeadingSize, getPrintedFamily } from "../fonts.ts";
import type { TextStyle } from "../measure/font-face.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { FOOTER_FONT_SIZE, HEADLINE_FONT_SIZE, ITEM_FONT, TYPE_SCALE } from "./geometry.ts";

// How each kind of text on a sheet is set, for measuring it: the same fonts, weights and sizes the
// sheet's stylesheet draws it with (packages/sheet takes the sizes from geometry.ts). A script face
// never prints under 14 pt: section titles in one grow to it, smaller text takes its plain companion.

type Role = Exclude<keyof typeof TYPE_SCALE, "answer">;

/** Headings, labels and dates use the heading font; the rest the body font. */
const HEADING_ROLES: ReadonlySet<Role> = new Set(["heading", "label", "caption", "weekday"]);

export function getTextStyle(doc: Checklist, role: Role): TextStyle {
  const scale = TYPE_SCALE[role];
  const chosen = HEADING_ROLES.has(role) ? doc.design.fonts.heading : doc.design.fonts.body;
  const size = role === "heading" ? getHeadingSize(chosen, scale.size) : scale.size;
  return { family: getPrintedFamily(chosen, size), weight: scale.weight, size };
}

export function getItemTextStyle(doc: Checklist): TextStyle {
  const { fontSize, fontWeight } = doc.itemOptions.css;
  const size = ITEM_FONT[fontSize].size;
  return { family: getPrintedFamily(doc.design.fonts.body, size), weight: fontWeight, size };
}

export function getAnswerTextStyle(doc: Checklist): TextStyle {
  const size = TYPE_SCALE.answer.size;
  return { family: getPrintedFamily(doc.design.fonts.body, size), weight: 400, size };
}

export function getTitleTextStyle(doc: Checklist, size: number): TextStyle {
  const family = getPrintedFamily(doc.title.fontFamily, size);
  return { family, weight: doc.title.fontWeight, size, letterSpacing: -0.01 };
}

export function getHeadlineTextStyle(doc: Checklist, isCompact: boolean): TextStyle {
  const family = getPrintedFamily(doc.design.fonts.body, 0);
  return isCompact
    ? { family, weight: 400, size: 15, letterSpacing: 0.05 }
    : { family, weight: 400, size: HEADLINE_FONT_SIZE, letterSpacing: 0.05 };
}

export function getFooterTextStyle(doc: Checklist): TextStyle {
  const family = getPrintedFamily(doc.design.fonts.body, FOOTER_FONT_SIZE);
  return { family, weight: 400, size: FOOTER_FONT_SIZE, letterSpacing: 0.02 };
}

/** Every kind of text a sheet prints, as set: what the rule on script faces reads. */
export function listTextStyles(doc: Checklist): { readonly what: string; readonly style: TextStyle }[] {
  const roles = (Object.keys(TYPE_SCALE) as (keyof typeof TYPE_SCALE)[]).filter(
    (role): role is Role => role !== "answer",
  );
  return [
    ...roles.map((role) => ({ what: role, style: getTextStyle(doc, role) })),
    { what: "item", style: getItemTextStyle(doc) },
    { what: "answer", style: getAnswerTextStyle(doc) },
    { what: "headline", style: getHeadlineTextStyle(doc, false) },
    { what: "compact headline", style: getHeadlineTextStyle(doc, true) },
    { what: "footer", style: getFooterTextStyle(doc) },
  ];
}
