import { describe, expect, it } from "vitest";
import { setItemOptions } from "../operations/set-item-options.ts";
import { setUndated } from "../operations/set-undated.ts";
import { setWeekNumbers } from "../operations/set-week-numbers.ts";
import { setWeekStart } from "../operations/set-week-start.ts";
import { shiftPeriod } from "../operations/shift-period.ts";
import { withoutDoneItems } from "../operations/without-done-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_LIBRARY } from "../templates/library/template-library.ts";
import { resolvePresetContext } from "../templates/preset-builder.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { checkTemplateLayout, isOnePageInLandscape } from "./layout-rules.ts";
import { paginate } from "./paginate.ts";

function withManyItems(doc: Checklist, count: number): Checklist {
  const first = doc.blocks.findIndex((block) => block.kind === "list" || block.kind === "interactive-list");
  const blocks = doc.blocks.map((block, index) =>
    index === first && (block.kind === "list" || block.kind === "interactive-list")
      ? {
          ...block,
          items: Array.from({ length: count }, (_, index) => ({
            id: `i${900 + index}`,
            text: `Item number ${index + 1}`,
            isChecked: false,
            depth: 1 as const,
          })),
        }
      : block,
  );
  return { ...doc, nextId: 2000, blocks };
}

describe("the layout rules a template's save checks", () => {
  it("finds nothing wrong with any stock template type", () => {
    for (const type of TEMPLATE_TYPE_SLUGS) {
      expect(checkTemplateLayout(createPreset(type, { start: "2026-03-10" })), type).toEqual([]);
    }
  });

  it("finds nothing wrong with any stock template undated, Saturday-first, with week numbers or without done items", () => {
    for (const type of TEMPLATE_TYPE_SLUGS) {
      const doc = createPreset(type, { start: "2026-11-26" });
      const variants = {
        undated: setUndated(doc, { isUndated: true }),
        saturday: setWeekNumbers(setWeekStart(doc, { weekStart: "saturday" }), { showWeekNumbers: true }),
        monday: setWeekNumbers(setWeekStart(doc, { weekStart: "monday" }), { showWeekNumbers: true }),
        next: shiftPeriod(doc, { by: 1 }),
        totals: withoutDoneItems(doc),
      };
      for (const [name, variant] of Object.entries(variants))
        expect(checkTemplateLayout(variant), `${type} ${name}`).toEqual([]);
    }
  });

  it("names rule 3 and the paper when a template runs onto a second portrait page", () => {
    const doc = withManyItems(setItemOptions(createPreset("daily-checklist"), { maxlength: 60 }), 90);
    const problems = checkTemplateLayout(doc);
    expect(problems).toContainEqual(expect.stringMatching(/^rule 3: \d+ pages \(A4 portrait\)$/));
    expect(problems).toContainEqual(expect.stringMatching(/^rule 3: \d+ pages \(Letter portrait\)$/));
  });

  it("holds a tracker, challenge or weekly template to one page in landscape too, and only those", () => {
    const doc = withManyItems(createPreset("habit-tracker"), 40);
    const landscape = /^rule 3: \d+ pages \((A4|Letter) landscape\)$/;
    expect(checkTemplateLayout(doc, "habit-tracker")).toContainEqual(expect.stringMatching(landscape));
    expect(checkTemplateLayout(doc, "daily-checklist")).not.toContainEqual(expect.stringMatching(landscape));
    expect(checkTemplateLayout(doc)).not.toContainEqual(expect.stringMatching(landscape));
  });

  it("prints every design of the library on one landscape page of A4 and of Letter, rules kept", () => {
    const context = resolvePresetContext({ start: "2026-03-10" });
    for (const design of TEMPLATE_LIBRARY) {
      const doc = design.create(context);
      for (const format of ["a4", "letter"] as const)
        expect(paginate(doc, format, "landscape").pages, `${design.slug} ${format}`).toHaveLength(1);
      if (isOnePageInLandscape(design.type))
        expect(checkTemplateLayout(doc, design.type), design.slug).toEqual([]);
    }
  });
});
