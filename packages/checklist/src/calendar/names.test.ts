import { describe, expect, it } from "vitest";
import {
  formatDateRange,
  formatLongDate,
  formatMonthYear,
  getMonthNames,
  getWeekdayNames,
  isSupportedLocale,
} from "./names.ts";

describe("day and month names", () => {
  it("lists weekdays from Monday or Sunday", () => {
    expect(getWeekdayNames("en-US", "monday")).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(getWeekdayNames("en-US", "sunday", "short")).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
  });

  it("uses the locale", () => {
    expect(getWeekdayNames("de-DE", "monday")[0]).toBe("Montag");
    expect(getMonthNames("fr-FR")[2]).toBe("mars");
    expect(getMonthNames()[11]).toBe("December");
  });

  it("formats dates without shifting them by the time zone", () => {
    expect(formatMonthYear("2025-03-01")).toBe("March 2025");
    expect(formatLongDate("2024-02-29")).toBe("Thursday, February 29, 2024");
    // ICU puts thin spaces around the dash.
    expect(formatDateRange("2025-03-03", "2025-03-09")).toBe("Mar 3\u2009–\u20099, 2025");
  });

  it("checks locale tags", () => {
    expect(isSupportedLocale("en-GB")).toBe(true);
    expect(isSupportedLocale("not a locale")).toBe(false);
  });
});
