import { describe, expect, it } from "vitest";
import { setBackground } from "../operations/set-background.ts";
import { setColor } from "../operations/set-color.ts";
import { setFont } from "../operations/set-font.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { listAddedPremiumFeatures, listPremiumFeatures } from "./premium-features.ts";

const options = { premiumBackgroundIds: new Set([6, 7]) };

describe("listPremiumFeatures", () => {
  it.each(TEMPLATE_TYPE_SLUGS)("finds none in the %s preset", (slug) => {
    expect(listPremiumFeatures(createPreset(slug, { start: "2026-01-01" }), options)).toEqual([]);
  });

  it("finds a colour changed with the picker, a premium font and a shown premium background", () => {
    const doc = createPreset("habit-tracker", { start: "2026-01-01" });
    const coloured = setColor(doc, { role: "color2", color: "123456" });
    expect(listPremiumFeatures(coloured, options)).toEqual(["custom-colors"]);
    const lettered = setFont(doc, { role: "heading", fontFamily: "Caveat" });
    expect(listPremiumFeatures(lettered, options)).toEqual(["premium-font"]);
    const shown = setBackground(doc, { showBackground: true, backgroundId: 6 });
    expect(listPremiumFeatures(shown, options)).toEqual(["premium-background"]);
    const free = setBackground(doc, { showBackground: true, backgroundId: 2 });
    expect(listPremiumFeatures(free, options)).toEqual([]);
    const hidden = setBackground(doc, { showBackground: false, backgroundId: 6 });
    expect(listPremiumFeatures(hidden, options)).toEqual([]);
  });

  it("counts only what a change adds to the saved document", () => {
    const saved = setFont(createPreset("daily-checklist", { start: "2026-01-01" }), {
      role: "body",
      fontFamily: "Caveat",
    });
    const next = setColor(saved, { role: "color1", color: "000000" });
    expect(listAddedPremiumFeatures(next, saved, options)).toEqual(["custom-colors"]);
    expect(listAddedPremiumFeatures(saved, saved, options)).toEqual([]);
    expect(listAddedPremiumFeatures(saved, undefined, options)).toEqual(["premium-font"]);
  });
});
