import { describe, expect, it } from "vitest";
import { TEMPLATE_LIBRARY } from "../templates/library/template-library.ts";
import { resolvePresetContext } from "../templates/preset-builder.ts";
import { checkTemplateLayout } from "./layout-rules.ts";

const context = resolvePresetContext({ start: "2026-03-10" });

describe("rule 5 over the template library", () => {
  it("prints every mark 4.5 mm across (stars 5 mm) and tracker marks 0.8 mm apart, every design and paper", () => {
    const problems = TEMPLATE_LIBRARY.flatMap((design) =>
      checkTemplateLayout(design.create(context))
        .filter((problem) => problem.startsWith("rule 5"))
        .map((problem) => `${design.slug}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
