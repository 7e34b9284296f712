import { describe, expect, it } from "vitest";
import { FONT_FAMILIES } from "../fonts.ts";
import { setFont } from "../operations/set-font.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_LIBRARY } from "../templates/library/template-library.ts";
import { resolvePresetContext } from "../templates/preset-builder.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { TYPE_SCALE } from "./geometry.ts";
import { checkLayoutRules, checkTemplateLayout } from "./layout-rules.ts";

const context = resolvePresetContext({ start: "2026-03-10" });

function libraryProblems(rule: string): string[] {
  return TEMPLATE_LIBRARY.flatMap((design) =>
    checkTemplateLayout(design.create(context))
      .filter((problem) => problem.startsWith(rule))
      .map((problem) => `${design.slug}: ${problem}`),
  );
}

describe("rule 14: script faces never print under 14 pt", () => {
  it("holds for every design of the template library on every paper", () => {
    expect(libraryProblems("rule 14")).toEqual([]);
  });

  it("holds whatever fonts a sheet is given", () => {
    const doc = createPreset("mood-tracker", { start: "2026-03-10" });
    for (const family of FONT_FAMILIES) {
      const styled = setFont(setFont(doc, { role: "heading", fontFamily: family }), {
        role: "body",
        fontFamily: family,
      });
      const problems = checkLayoutRules(styled, "a4", "portrait", { isTemplate: false });
      expect(
        problems.filter((problem) => problem.startsWith("rule 14")),
        family,
      ).toEqual([]);
    }
  });
});

describe("rule 11: field labels read apart from section titles", () => {
  it("sets a label smaller and in another weight than a section title", () => {
    const { heading, label } = TYPE_SCALE;
    expect(heading.size - label.size).toBeGreaterThanOrEqual(3);
    expect(Math.abs(heading.weight - label.weight)).toBeGreaterThanOrEqual(300);
  });
});

describe("rule 15: legends keep to monochrome marks", () => {
  it("holds for every design of the template library on every paper", () => {
    expect(libraryProblems("rule 15")).toEqual([]);
  });

  it("names a legend that uses colour emoji", () => {
    const doc = createPreset("mood-tracker", { start: "2026-03-10" });
    const blocks = doc.blocks.map((block) =>
      block.kind === "icon-field"
        ? { ...block, legend: [{ symbol: "☀", label: "Calm", color: "FFE082" }, ...block.legend.slice(1)] }
        : block,
    );
    const problems = checkLayoutRules({ ...doc, blocks }, "a4", "portrait", { isTemplate: false });
    expect(problems.filter((problem) => problem.startsWith("rule 15"))).toHaveLength(1);
  });

  it("holds for every stock template type", () => {
    for (const type of TEMPLATE_TYPE_SLUGS) {
      const problems = checkTemplateLayout(createPreset(type, { start: "2026-03-10" }));
      expect(
        problems.filter((problem) => problem.startsWith("rule 15")),
        type,
      ).toEqual([]);
    }
  });
});
