import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatIsoDate, getStartOfWeek, WEEK_STARTS } from "./iso-date.ts";
import { getDefaultShowWeekNumbers, getWeekNumber, usesIsoWeekNumbers } from "./week-numbers.ts";

const anyDate = fc
  .date({ min: new Date(Date.UTC(1901, 0, 1)), max: new Date(Date.UTC(2198, 11, 31)), noInvalidDate: true })
  .map((date) =>
    formatIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }),
  );

describe("week numbers", () => {
  it("numbers Monday-first weeks by ISO 8601: week 1 holds the year's first Thursday", () => {
    expect(getWeekNumber("2026-12-28", "monday")).toBe(53);
    expect(getWeekNumber("2027-01-03", "monday")).toBe(53);
    expect(getWeekNumber("2027-01-04", "monday")).toBe(1);
    expect(getWeekNumber("2026-01-01", "monday")).toBe(1);
    expect(getWeekNumber("2025-12-29", "monday")).toBe(1);
    expect(getWeekNumber("2024-12-30", "monday")).toBe(1);
    expect(getWeekNumber("2026-11-23", "monday")).toBe(48);
    expect(getWeekNumber("2026-11-30", "monday")).toBe(49);
  });

  it("numbers Sunday-first weeks by the US rule: week 1 holds 1 January", () => {
    // 1 January 2026 is a Thursday: its week began on Sunday 28 December 2025.
    expect(getWeekNumber("2025-12-28", "sunday")).toBe(1);
    expect(getWeekNumber("2026-01-03", "sunday")).toBe(1);
    expect(getWeekNumber("2026-01-04", "sunday")).toBe(2);
    expect(getWeekNumber("2026-11-29", "sunday")).toBe(49);
    expect(getWeekNumber("2026-12-26", "sunday")).toBe(52);
    // 1 January 2027 is a Friday: Sunday 27 December 2026 starts 2027's week 1.
    expect(getWeekNumber("2026-12-27", "sunday")).toBe(1);
    // 2022 began on a Saturday, alone in week 1; Sunday 2 January started week 2.
    expect(getWeekNumber("2022-01-01", "sunday")).toBe(1);
    expect(getWeekNumber("2022-01-02", "sunday")).toBe(2);
    expect(getWeekNumber("2022-12-31", "sunday")).toBe(53);
  });

  it("numbers Saturday-first weeks by the same rule: week 1 holds 1 January", () => {
    // 1 January 2027 is a Friday, the last day of the week that began on Saturday 26 December 2026.
    expect(getWeekNumber("2026-12-26", "saturday")).toBe(1);
    expect(getWeekNumber("2027-01-01", "saturday")).toBe(1);
    expect(getWeekNumber("2027-01-02", "saturday")).toBe(2);
    expect(getWeekNumber("2026-12-25", "saturday")).toBe(52);
  });

  it("gives every day of a week its number, one more each week, and 1 January week 1 outside ISO", () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom(...WEEK_STARTS), (date, weekStart) => {
        const start = getStartOfWeek(date, weekStart);
        const number = getWeekNumber(date, weekStart);
        expect(number).toBeGreaterThanOrEqual(1);
        expect(number).toBeLessThanOrEqual(53);
        expect(getWeekNumber(addDays(start, 6), weekStart)).toBe(number);
        const next = getWeekNumber(addDays(start, 7), weekStart);
        expect(next === number + 1 || next === 1).toBe(true);
        if (weekStart !== "monday") expect(getWeekNumber(`${date.slice(0, 4)}-01-01`, weekStart)).toBe(1);
        // ISO: week 1 always holds 4 January, so it starts between 29 December and 4 January.
        if (weekStart === "monday" && next === 1) {
          const firstWeek = addDays(start, 7);
          const january4 = `${addDays(firstWeek, 3).slice(0, 4)}-01-04`;
          expect(daysBetween(firstWeek, january4)).toBeGreaterThanOrEqual(0);
          expect(daysBetween(firstWeek, january4)).toBeLessThan(7);
        }
      }),
    );
  });

  it("knows which locales read ISO week numbers, and shows them by default there for Monday-first weeks", () => {
    expect(usesIsoWeekNumbers("de-DE")).toBe(true);
    expect(usesIsoWeekNumbers("en-GB")).toBe(true);
    expect(usesIsoWeekNumbers("sv")).toBe(true);
    expect(usesIsoWeekNumbers("en-US")).toBe(false);
    expect(usesIsoWeekNumbers("en-CA")).toBe(false);
    expect(getDefaultShowWeekNumbers("de-DE", "monday")).toBe(true);
    expect(getDefaultShowWeekNumbers("de-DE", "sunday")).toBe(false);
    expect(getDefaultShowWeekNumbers("en-US", "sunday")).toBe(false);
  });
});
