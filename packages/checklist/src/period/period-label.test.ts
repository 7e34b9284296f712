import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { createPreset } from "../templates/create-preset.ts";
import { hasPeriod } from "./has-period.ts";
import { getPeriodLabel, getPeriodUnitName } from "./period-label.ts";

describe("a sheet's period in words", () => {
  it("names it in the document's locale", () => {
    const month = createPreset("habit-tracker", { start: "2026-12-05" });
    expect(getPeriodLabel(month)).toBe("December 2026");
    expect(getPeriodLabel(createPreset("habit-tracker", { start: "2026-12-05", locale: "de-DE" }))).toBe(
      "Dezember 2026",
    );
    const week = createPreset("weekly-to-do-list", { start: "2026-12-01", locale: "en-GB" });
    expect(getPeriodLabel(week)).toBe("Week of 30 November");
    expect(getPeriodLabel(createPreset("weekly-to-do-list", { start: "2026-12-01" }))).toBe(
      "Week of November 29",
    );
    expect(getPeriodLabel(createPreset("daily-checklist", { start: "2026-12-01", locale: "en-GB" }))).toBe(
      "Tuesday 1 December",
    );
    expect(getPeriodLabel(createPreset("daily-checklist", { start: "2026-12-01" }))).toBe(
      "Tuesday, December 1",
    );
    expect(getPeriodLabel(createPreset("30-day-challenge", { start: "2026-11-01" }))).toBe(
      "Nov 1\u2009–\u200930, 2026",
    );
    expect(getPeriodLabel(createChecklist())).toBe("");
  });

  it("gives its unit for the next period's copy", () => {
    expect(getPeriodUnitName(createPreset("habit-tracker", { start: "2026-12-05" }))).toBe("month");
    expect(getPeriodUnitName(createPreset("weekly-to-do-list", { start: "2026-12-05" }))).toBe("week");
    expect(getPeriodUnitName(createPreset("daily-checklist", { start: "2026-12-05" }))).toBe("day");
    expect(getPeriodUnitName(createPreset("30-day-challenge", { start: "2026-12-05" }))).toBe("period");
    expect(getPeriodUnitName(createChecklist())).toBeNull();
  });

  it("has a period only while dated", () => {
    const tracker = createPreset("habit-tracker", { start: "2026-12-05" });
    expect(hasPeriod(tracker)).toBe(true);
    expect(hasPeriod({ ...tracker, isUndated: true })).toBe(false);
    expect(hasPeriod(createChecklist())).toBe(false);
  });
});
