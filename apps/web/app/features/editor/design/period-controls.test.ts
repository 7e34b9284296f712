import { createChecklist, createPreset, setUndated, type TemplateType } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { getPeriodControls, getPeriodStepState } from "./period-controls.ts";

const preset = (type: TemplateType) => createPreset(type, { start: "2026-11-26" });

describe("getPeriodControls", () => {
  it("offers nothing for a sheet without dates", () => {
    expect(getPeriodControls(createChecklist())).toBeNull();
    expect(getPeriodControls(preset("cute-checklist"))).toBeNull();
    expect(getPeriodStepState(createChecklist())).toBe("none");
  });

  it("gives a monthly calendar its month, no unit choice, and week numbers", () => {
    expect(getPeriodControls(preset("monthly-calendar"))).toEqual({
      label: "November 2026",
      start: "2026-11-01",
      unit: "month",
      units: ["month"],
      isUndated: false,
      hasWeekNumbers: true,
    });
    expect(getPeriodStepState(preset("monthly-calendar"))).toBe("dated");
  });

  it("lets a habit tracker choose a week or a month, without week numbers", () => {
    const controls = getPeriodControls(preset("habit-tracker"));
    expect(controls?.units).toEqual(["week", "month"]);
    expect(controls?.hasWeekNumbers).toBe(false);
  });

  it("keeps the group of an undated sheet, to bring its dates back, and stops its period buttons", () => {
    const undated = setUndated(preset("weekly-to-do-list"), { isUndated: true });
    expect(getPeriodControls(undated)).toMatchObject({ isUndated: true, unit: "week", hasWeekNumbers: true });
    expect(getPeriodStepState(undated)).toBe("undated");
  });
});
