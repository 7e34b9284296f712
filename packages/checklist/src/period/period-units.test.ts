import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { createPreset } from "../templates/create-preset.ts";
import type { TemplateType } from "../templates/template-types.ts";
import { getPeriodUnits } from "./period-units.ts";

describe("getPeriodUnits", () => {
  const units = (type: TemplateType) => getPeriodUnits(createPreset(type, { start: "2026-11-26" }));

  it("says which units each design allows", () => {
    expect(units("habit-tracker")).toEqual(["week", "month"]);
    expect(units("mood-tracker")).toEqual(["week", "month"]);
    expect(units("monthly-calendar")).toEqual(["month"]);
    expect(units("weekly-to-do-list")).toEqual(["week"]);
    expect(units("30-day-challenge")).toEqual(["day"]);
    expect(units("daily-checklist")).toEqual(["day", "week", "month"]);
    expect(units("gratitude-journal")).toEqual(["day", "week", "month"]);
    expect(units("self-care-checklist")).toEqual(["day", "week", "month"]);
    expect(units("cute-checklist")).toEqual([]);
    expect(getPeriodUnits(createChecklist())).toEqual([]);
  });
});
