import { describe, expect, it } from "vitest";
import { getIsoWeekNumber } from "../calendar/iso-date.ts";
import { usesIsoWeekNumbers } from "../calendar/week-numbers.ts";
import { setWeekStart } from "../operations/set-week-start.ts";
import { createPreset } from "../templates/create-preset.ts";
import { getCalendarWeekNumbers } from "./calendar-week-numbers.ts";

describe("ISO week numbers", () => {
  it("numbers weeks from the week holding the year's first Thursday", () => {
    expect(getIsoWeekNumber("2026-01-01")).toBe(1);
    expect(getIsoWeekNumber("2027-01-01")).toBe(53);
    expect(getIsoWeekNumber("2026-11-23")).toBe(48);
    expect(getIsoWeekNumber("2024-12-30")).toBe(1);
  });

  it("knows which locales read them", () => {
    expect(usesIsoWeekNumbers("de-DE")).toBe(true);
    expect(usesIsoWeekNumbers("en-GB")).toBe(true);
    expect(usesIsoWeekNumbers("sv")).toBe(true);
    expect(usesIsoWeekNumbers("en-US")).toBe(false);
    expect(usesIsoWeekNumbers("en-CA")).toBe(false);
  });

  it("labels each row of a Monday-first month view where the locale uses them", () => {
    // November 2026: Sunday the 1st sits in week 44; Monday the 30th starts week 49.
    const november = createPreset("monthly-calendar", { start: "2026-11-01", locale: "en-GB" });
    expect(getCalendarWeekNumbers(november)).toEqual([44, 45, 46, 47, 48, 49]);
    expect(getCalendarWeekNumbers(createPreset("monthly-calendar", { start: "2026-11-01" }))).toEqual([]);
    expect(getCalendarWeekNumbers(setWeekStart(november, { weekStart: "sunday" }))).toEqual([]);
    expect(
      getCalendarWeekNumbers(createPreset("30-day-challenge", { start: "2026-11-01", locale: "de-DE" })),
    ).toEqual([]);
  });
});
