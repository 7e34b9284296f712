import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  getIsoWeekday,
  getStartOfMonth,
  getStartOfWeek,
  getWeekdayColumn,
  isLeapYear,
  isValidIsoDate,
  parseIsoDate,
  toIsoDate,
} from "./iso-date.ts";

describe("leap years and month lengths", () => {
  it("follows the Gregorian rules", () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
  });

  it("gives February 29 days in leap years only", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it("knows the 30- and 31-day months", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2025, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
});

describe("ISO dates", () => {
  it("accepts real dates only", () => {
    expect(isValidIsoDate("2024-02-29")).toBe(true);
    expect(isValidIsoDate("2023-02-29")).toBe(false);
    expect(isValidIsoDate("1900-02-29")).toBe(false);
    expect(isValidIsoDate("2000-02-29")).toBe(true);
    expect(isValidIsoDate("2025-04-31")).toBe(false);
    expect(isValidIsoDate("2025-4-3")).toBe(false);
    expect(isValidIsoDate("1899-12-31")).toBe(false);
    expect(isValidIsoDate(20250101)).toBe(false);
    expect(parseIsoDate("2025-03-09")).toEqual({ year: 2025, month: 3, day: 9 });
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
  });

  it("adds months, clamping the day to the month's end", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-11-15", 2)).toBe("2026-01-15");
    expect(addMonths("2025-01-15", -1)).toBe("2024-12-15");
  });

  it("finds weekdays and week starts for Monday, Sunday and Saturday weeks", () => {
    expect(getIsoWeekday("2025-03-01")).toBe(6); // Saturday
    expect(getIsoWeekday("2024-09-01")).toBe(7); // Sunday
    expect(getWeekdayColumn("2025-03-01", "monday")).toBe(5);
    expect(getWeekdayColumn("2025-03-01", "sunday")).toBe(6);
    expect(getWeekdayColumn("2024-09-01", "monday")).toBe(6);
    expect(getWeekdayColumn("2024-09-01", "sunday")).toBe(0);
    expect(getStartOfWeek("2025-03-12", "monday")).toBe("2025-03-10");
    expect(getStartOfWeek("2025-03-12", "sunday")).toBe("2025-03-09");
    expect(getStartOfWeek("2025-03-09", "monday")).toBe("2025-03-03");
    expect(getStartOfMonth("2025-03-12")).toBe("2025-03-01");
    // A Saturday-first week runs Saturday to Friday.
    expect(getWeekdayColumn("2025-03-01", "saturday")).toBe(0);
    expect(getWeekdayColumn("2024-09-01", "saturday")).toBe(1);
    expect(getWeekdayColumn("2025-03-07", "saturday")).toBe(6);
    expect(getStartOfWeek("2025-03-12", "saturday")).toBe("2025-03-08");
    expect(getStartOfWeek("2025-03-08", "saturday")).toBe("2025-03-08");
  });

  it("reads a JS Date as the local calendar day", () => {
    expect(toIsoDate(new Date(2025, 2, 9, 23, 59))).toBe("2025-03-09");
  });
});
