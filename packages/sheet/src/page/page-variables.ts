import {
  type Checklist,
  DEFAULT_COLORS,
  FONT_STACKS,
  type FontFamily,
  getHeadingSize,
  getPrintedColors,
  getPrintedFamily,
  getPrintedLineColor,
  TYPE_SCALE,
} from "@listful/checklist";
import type { CSSProperties } from "react";
import { cssVars } from "./css-vars.ts";

const HEX_COLOR = /^[0-9a-f]{6}$/i;
const COLOR_ROLES = ["color1", "color2", "color3", "color4", "color5", "color6"] as const;

/**
 * A document colour as CSS. The schema already allows only six hex digits; checking again here keeps
 * any other string (from a document that skipped parsing) out of the page's CSS.
 */
export function toCssColor(hex: string, fallback: string): string {
  return `#${HEX_COLOR.test(hex) ? hex : fallback}`;
}

function fontStack(family: FontFamily): string {
  return FONT_STACKS[family] ?? FONT_STACKS.Arial;
}

/**
 * Colours (--ls-c1 text ... --ls-c6 page, --ls-line every line) and fonts of a page, from the
 * document's design as it prints (in colour or ink-friendly). A script face never prints under 14 pt
 * (the model's text styles, which measure the same): section titles in one grow to it, and field
 * labels, dates and body text, all smaller, take its plain companion (`--ls-label-font`, `--ls-body-font`).
 */
export function getPageVariables(
  design: Pick<Checklist["design"], "colors" | "printMode">,
  fonts: Checklist["design"]["fonts"],
  title: Checklist["title"],
  itemWeight: number,
): CSSProperties {
  const vars: Record<`--${string}`, string | number> = {
    "--ls-title-font": fontStack(title.fontFamily),
    "--ls-title-weight": title.fontWeight,
    "--ls-heading-font": fontStack(fonts.heading),
    "--ls-label-font": fontStack(getPrintedFamily(fonts.heading, TYPE_SCALE.label.size)),
    "--ls-body-font": fontStack(getPrintedFamily(fonts.body, TYPE_SCALE.answer.size)),
    "--ls-item-weight": itemWeight,
  };
  const colors = getPrintedColors(design);
  // The type scale lives in the model, which measures text with it; the stylesheet reads it here.
  for (const [role, type] of Object.entries(TYPE_SCALE)) {
    vars[`--ls-${role}-size`] = `${type.size}px`;
    vars[`--ls-${role}-line`] = `${type.lineHeight}px`;
    vars[`--ls-${role}-weight`] = type.weight;
  }
  vars["--ls-heading-size"] = `${getHeadingSize(fonts.heading, TYPE_SCALE.heading.size)}px`;
  COLOR_ROLES.forEach((role, index) => {
    vars[`--ls-c${index + 1}`] = toCssColor(colors[role], DEFAULT_COLORS[role]);
  });
  vars["--ls-line"] = toCssColor(colors.line, getPrintedLineColor(DEFAULT_COLORS));
  return cssVars(vars);
}
