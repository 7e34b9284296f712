import type { FontFamily } from "../fonts.ts";
import { findPalette } from "../palettes.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { COLOR_ROLES } from "../schema/design-schema.ts";

/**
 * What a subscription unlocks in a document's design. Everything else (every layout, header, palette, the
 * first six fonts, the free backgrounds, any number of pages and items) stays free: premium adds flair, it
 * never holds a person's list hostage.
 */
export type PremiumFeature = "custom-colors" | "premium-font" | "premium-background";

/** The handwriting and display faces; the six reading fonts every preset uses stay free. */
export const PREMIUM_FONTS: readonly FontFamily[] = ["Caveat", "Patrick Hand", "Amatic SC"];

export const PREMIUM_FEATURE_NAMES: Readonly<Record<PremiumFeature, string>> = {
  "custom-colors": "custom colours",
  "premium-font": "a premium font",
  "premium-background": "a premium background",
};

/**
 * The premium features a document uses. `premiumBackgroundIds` comes from the catalogue (backgrounds marked
 * premium); a background counts only while it is shown.
 */
export function listPremiumFeatures(
  doc: Checklist,
  options: { premiumBackgroundIds: ReadonlySet<number> },
): PremiumFeature[] {
  const features: PremiumFeature[] = [];
  const palette = findPalette(doc.design.palette);
  if (palette && COLOR_ROLES.some((role) => doc.design.colors[role] !== palette.colors[role])) {
    features.push("custom-colors");
  }
  const fonts = [doc.title.fontFamily, doc.design.fonts.heading, doc.design.fonts.body];
  if (fonts.some((font) => PREMIUM_FONTS.includes(font))) features.push("premium-font");
  if (doc.design.showBackground && options.premiumBackgroundIds.has(doc.design.backgroundId)) {
    features.push("premium-background");
  }
  return features;
}

/** The features `next` uses that `saved` did not: what a save would add. */
export function listAddedPremiumFeatures(
  next: Checklist,
  saved: Checklist | undefined,
  options: { premiumBackgroundIds: ReadonlySet<number> },
): PremiumFeature[] {
  const before = saved ? new Set(listPremiumFeatures(saved, options)) : new Set<PremiumFeature>();
  return listPremiumFeatures(next, options).filter((feature) => !before.has(feature));
}
