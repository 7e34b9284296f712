import { describe, expect, it } from "vitest";
import { toggleIconCell } from "../operations/toggle-icon-cell.ts";
import { toggleItem } from "../operations/toggle-item.ts";
import { expectValid } from "../test/fixtures.ts";
import { createChecklistFromTemplate } from "./create-checklist-from-template.ts";
import { createPreset } from "./create-preset.ts";
import { ChecklistTemplateSchema } from "./template-schema.ts";

describe("createChecklistFromTemplate", () => {
  it("copies the document with nothing ticked, moved to the current period", () => {
    const march = toggleIconCell(createPreset("habit-tracker", { start: "2025-03-01" }), {
      rowId: "r2",
      day: 4,
    });
    const template = ChecklistTemplateSchema.parse({
      name: "Habit tracker",
      type: "habit-tracker",
      isPremium: false,
      document: march,
    });
    const may = createChecklistFromTemplate(template, { start: "2025-05-20" });
    expect(may.timeframe?.start).toBe("2025-05-01");
    expect(may.headline).toBe("May 2025");
    const grid = may.blocks[0];
    expect(
      grid?.kind === "icon-field" && grid.rows.every((row) => row.cells.every((value) => value === 0)),
    ).toBe(true);
    expect(grid?.kind === "icon-field" && grid.rows.map((row) => row.text)).toEqual(
      march.blocks[0]?.kind === "icon-field" && march.blocks[0].rows.map((row) => row.text),
    );
    expectValid(may);
  });

  it("keeps undated templates as they are, minus the ticks", () => {
    const cute = createPreset("cute-checklist");
    const ticked = toggleItem(cute, { itemId: "i2" });
    expect(createChecklistFromTemplate({ document: ticked })).toEqual(cute);
  });

  it("describes templates with a strict schema", () => {
    const result = ChecklistTemplateSchema.safeParse({
      name: "",
      type: "poster",
      isPremium: "yes",
      document: {},
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["name", "type", "isPremium"]),
    );
  });
});
