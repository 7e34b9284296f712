import { describe, expect, it } from "vitest";
import { getDefaultCalendarCounts, getDefaultCalendarTitles } from "./calendar-titles.ts";

describe("default calendar titles", () => {
  it("titles an undated week of days by weekday", () => {
    expect(getDefaultCalendarTitles({ period: "day", totalItemCount: 7 }, null, "en-US", "sunday")[0]).toBe(
      "Sunday",
    );
    expect(getDefaultCalendarTitles({ period: "day", totalItemCount: 3 }, null)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
    ]);
  });

  it("leaves month-view cells untitled (the day number is printed) and numbers long undated runs", () => {
    const march = { start: "2025-03-01", unit: "month", count: 1 } as const;
    expect(new Set(getDefaultCalendarTitles({ period: "day", totalItemCount: 31 }, march))).toEqual(
      new Set([""]),
    );
    expect(getDefaultCalendarTitles({ period: "day", totalItemCount: 10 }, null)[9]).toBe("Day 10");
  });

  it("names weeks and months", () => {
    expect(getDefaultCalendarTitles({ period: "week", totalItemCount: 2 }, null)).toEqual([
      "Week 1",
      "Week 2",
    ]);
    const fromOctober = { start: "2025-10-01", unit: "month", count: 1 } as const;
    expect(getDefaultCalendarTitles({ period: "month", totalItemCount: 4 }, fromOctober)).toEqual([
      "October",
      "November",
      "December",
      "January",
    ]);
    expect(getDefaultCalendarTitles({ period: "month", totalItemCount: 13 }, fromOctober)[12]).toBe(
      "October 2026",
    );
  });

  it("counts the whole weeks from the week start that hold a day of the month", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const november = { start: "2026-11-01", unit: "month", count: 1 } as const;
    expect(
      getDefaultCalendarCounts("week", { timeframe: november, weekStart: "monday", isUndated: false })
        .totalItemCount,
    ).toBe(6);
    expect(
      getDefaultCalendarCounts("week", { timeframe: november, weekStart: "sunday", isUndated: false })
        .totalItemCount,
    ).toBe(5);
  });

  it("sizes a new period to the sheet's dates", () => {
    expect(
      getDefaultCalendarCounts("day", { timeframe: null, weekStart: "monday", isUndated: false }),
    ).toEqual({
      totalItemCount: 7,
      itemCountInOneComponent: 7,
    });
    const february = { start: "2024-02-01", unit: "month", count: 1 } as const;
    expect(
      getDefaultCalendarCounts("day", { timeframe: february, weekStart: "monday", isUndated: false }),
    ).toEqual({
      totalItemCount: 29,
      itemCountInOneComponent: 7,
    });
    expect(
      getDefaultCalendarCounts("week", { timeframe: february, weekStart: "monday", isUndated: false }),
    ).toEqual({
      totalItemCount: 5,
      itemCountInOneComponent: 4,
    });
    expect(
      getDefaultCalendarCounts("month", { timeframe: null, weekStart: "monday", isUndated: false }),
    ).toEqual({
      totalItemCount: 12,
      itemCountInOneComponent: 4,
    });
  });

  it("gives an undated month six weeks, so any month fits", () => {
    const november = { start: "2026-11-01", unit: "month", count: 1 } as const;
    const undated = { timeframe: november, weekStart: "monday", isUndated: true } as const;
    expect(getDefaultCalendarCounts("day", undated)).toEqual({
      totalItemCount: 42,
      itemCountInOneComponent: 7,
    });
    expect(getDefaultCalendarCounts("week", undated)).toEqual({
      totalItemCount: 6,
      itemCountInOneComponent: 4,
    });
    const week = { timeframe: { start: "2026-11-02", unit: "week", count: 1 }, weekStart: "monday" } as const;
    expect(getDefaultCalendarCounts("day", { ...week, isUndated: true })).toEqual(
      getDefaultCalendarCounts("day", { ...week, isUndated: false }),
    );
  });

  it("never sizes below the default week of days, 7 to a row, or four weeks", () => {
    const oneDay = { start: "2024-02-01", unit: "day", count: 1 } as const;
    expect(
      getDefaultCalendarCounts("day", { timeframe: oneDay, weekStart: "monday", isUndated: false }),
    ).toEqual({
      totalItemCount: 7,
      itemCountInOneComponent: 7,
    });
    expect(
      getDefaultCalendarCounts("week", { timeframe: oneDay, weekStart: "monday", isUndated: false }),
    ).toEqual({
      totalItemCount: 4,
      itemCountInOneComponent: 4,
    });
  });
});
