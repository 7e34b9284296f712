import { describe, expect, it } from "vitest";
import type { TimeUnit } from "../calendar/timeframe.ts";
import { createPreset } from "../templates/create-preset.ts";
import { expectValid } from "../test/fixtures.ts";
import { setPeriodUnit } from "./set-period-unit.ts";

describe("setPeriodUnit", () => {
  it("makes a monthly habit tracker weekly: the week of its first day, seven columns", () => {
    const november = createPreset("habit-tracker", { start: "2026-11-26", locale: "en-GB" });
    const week = setPeriodUnit(november, { unit: "week" });
    expect(week.timeframe).toEqual({ start: "2026-10-26", unit: "week", count: 1 });
    expect(week.headline).toBe("26 Oct\u2009–\u20091 Nov 2026");
    expect(week.blocks[0]).toMatchObject({ kind: "icon-field", days: 7 });
    expectValid(week);
    const month = setPeriodUnit(week, { unit: "month" });
    expect(month.timeframe).toEqual({ start: "2026-10-01", unit: "month", count: 1 });
    expect(month.blocks[0]).toMatchObject({ kind: "icon-field", days: 31 });
    expectValid(month);
  });

  it("makes a daily checklist weekly or monthly", () => {
    const day = createPreset("daily-checklist", { start: "2026-12-01" });
    const week = setPeriodUnit(day, { unit: "week" });
    expect(week.timeframe).toEqual({ start: "2026-11-29", unit: "week", count: 1 });
    expect(setPeriodUnit(week, { unit: "month" }).headline).toBe("November 2026");
    expect(setPeriodUnit(day, { unit: "month" }).headline).toBe("December 2026");
  });

  it("refuses a unit the design does not allow, an unknown one and the unit it has", () => {
    const calendar = createPreset("monthly-calendar", { start: "2026-11-01" });
    expect(setPeriodUnit(calendar, { unit: "week" })).toBe(calendar);
    const tracker = createPreset("habit-tracker", { start: "2026-11-01" });
    expect(setPeriodUnit(tracker, { unit: "day" })).toBe(tracker);
    expect(setPeriodUnit(tracker, { unit: "month" })).toBe(tracker);
    expect(setPeriodUnit(tracker, { unit: "year" as TimeUnit })).toBe(tracker);
  });
});
