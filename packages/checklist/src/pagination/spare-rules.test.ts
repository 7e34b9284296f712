import { describe, expect, it } from "vitest";
import { setLayout } from "../operations/set-layout.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_LIBRARY } from "../templates/library/template-library.ts";
import { resolvePresetContext } from "../templates/preset-builder.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { checkLayoutRules, checkTemplateLayout, PRINT_PAPERS } from "./layout-rules.ts";
import { isOneAnswerField } from "./text-fields.ts";

const context = resolvePresetContext({ start: "2026-03-10" });

describe("rule 13: spare room is shared fairly", () => {
  it("reads a writing field of one or two lines as a one-answer prompt", () => {
    const field = { kind: "text-field", id: "b1", label: "Goal", lines: 2 } as const;
    expect(isOneAnswerField(field)).toBe(true);
    expect(isOneAnswerField({ ...field, lines: 3 })).toBe(false);
    expect(isOneAnswerField({ ...field, style: "lines" })).toBe(true);
    expect(isOneAnswerField({ ...field, style: "box" })).toBe(false);
    expect(isOneAnswerField({ kind: "text-header", id: "b2", text: "Goal" })).toBe(false);
  });

  it("keeps sibling lists within one blank row and one-answer prompts to two lines, every design and paper", () => {
    const problems = TEMPLATE_LIBRARY.flatMap((design) =>
      checkTemplateLayout(design.create(context))
        .filter((problem) => problem.startsWith("rule 13"))
        .map((problem) => `${design.slug}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("keeps the rule in every page layout of every template type, on every paper", () => {
    const problems = TEMPLATE_TYPE_SLUGS.flatMap((type) =>
      ([1, 2, 3, 4, 5] as const).flatMap((layout) => {
        const doc = setLayout(createPreset(type, { start: "2026-03-10" }), { layout });
        return PRINT_PAPERS.flatMap(({ format, orientation }) =>
          checkLayoutRules(doc, format, orientation, { isTemplate: false })
            .filter((problem) => problem.startsWith("rule 13"))
            .map((problem) => `${type} layout ${layout} ${format} ${orientation}: ${problem}`),
        );
      }),
    );
    expect(problems).toEqual([]);
  });
});
