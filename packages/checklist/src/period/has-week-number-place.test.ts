import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { setPeriodUnit } from "../operations/set-period-unit.ts";
import { setUndated } from "../operations/set-undated.ts";
import { createPreset } from "../templates/create-preset.ts";
import type { TemplateType } from "../templates/template-types.ts";
import { hasWeekNumberPlace } from "./has-week-number-place.ts";

describe("hasWeekNumberPlace", () => {
  const preset = (type: TemplateType) => createPreset(type, { start: "2026-11-26" });

  it("is true for month views and weekly sheets only", () => {
    expect(hasWeekNumberPlace(preset("monthly-calendar"))).toBe(true);
    expect(hasWeekNumberPlace(preset("weekly-to-do-list"))).toBe(true);
    expect(hasWeekNumberPlace(preset("habit-tracker"))).toBe(false);
    expect(hasWeekNumberPlace(preset("30-day-challenge"))).toBe(false);
    expect(hasWeekNumberPlace(preset("daily-checklist"))).toBe(false);
    expect(hasWeekNumberPlace(preset("cute-checklist"))).toBe(false);
    expect(hasWeekNumberPlace(createChecklist())).toBe(false);
  });

  it("follows the unit: a daily sheet made weekly numbers its week", () => {
    expect(hasWeekNumberPlace(setPeriodUnit(preset("daily-checklist"), { unit: "week" }))).toBe(true);
  });

  it("stays while the sheet is undated, so the switch keeps its setting for the dates' return", () => {
    expect(hasWeekNumberPlace(setUndated(preset("monthly-calendar"), { isUndated: true }))).toBe(true);
  });
});
