import { describe, expect, it } from "vitest";
import {
  countCalendarRows,
  countLastComponentItems,
  getCalendarCellDate,
  getCalendarGridRows,
  getCalendarOffset,
} from "./calendar-grid.ts";
import type { WeekStart } from "./iso-date.ts";

const march2025 = { start: "2025-03-01", unit: "month", count: 1 } as const;
const monthView = { period: "day", totalItemCount: 31, itemCountInOneComponent: 7 } as const;

function dated(timeframe: typeof march2025 | null, weekStart: WeekStart, isUndated = false) {
  return { timeframe, weekStart, isUndated };
}

describe("calendar grid", () => {
  it("puts the 1st of a month under its weekday", () => {
    // 1 March 2025 is a Saturday.
    expect(getCalendarOffset(monthView, dated(march2025, "monday"))).toBe(5);
    expect(getCalendarOffset(monthView, dated(march2025, "sunday"))).toBe(6);
    const rows = getCalendarGridRows(monthView, 5);
    expect(rows).toHaveLength(6);
    expect(rows[0]?.cells).toEqual([null, null, null, null, null, 0, 1]);
    expect(rows[5]?.cells).toEqual([30, null, null, null, null, null, null]);
  });

  it("starts undated or non-weekly grids in the first column", () => {
    expect(getCalendarOffset(monthView, dated(null, "monday"))).toBe(0);
    expect(getCalendarOffset({ ...monthView, itemCountInOneComponent: 6 }, dated(march2025, "monday"))).toBe(
      0,
    );
    expect(getCalendarOffset({ ...monthView, period: "week" }, dated(march2025, "monday"))).toBe(0);
    // An undated month view starts in its first column, whatever month it keeps.
    expect(getCalendarOffset(monthView, dated(march2025, "monday", true))).toBe(0);
  });

  it("counts rows and the cells of the last row (its last component)", () => {
    const week = { period: "day", totalItemCount: 7, itemCountInOneComponent: 7 } as const;
    expect(countCalendarRows(week, 0)).toBe(1);
    expect(countLastComponentItems(week, 0)).toBe(7);
    expect(countLastComponentItems(monthView, 5)).toBe(1);
    const february2026 = { ...monthView, totalItemCount: 28 };
    // 1 February 2026 is a Sunday: a Sunday-first grid is exactly four full weeks.
    expect(countCalendarRows(february2026, 0)).toBe(4);
    expect(countLastComponentItems(february2026, 0)).toBe(7);
  });

  it("dates cells by their period", () => {
    expect(getCalendarCellDate(monthView, dated(march2025, "monday"), 30)).toBe("2025-03-31");
    expect(getCalendarCellDate({ ...monthView, period: "month" }, dated(march2025, "monday"), 11)).toBe(
      "2026-02-01",
    );
    expect(getCalendarCellDate(monthView, dated(null, "monday"), 3)).toBeNull();
    expect(getCalendarCellDate(monthView, dated(march2025, "monday", true), 3)).toBeNull();
  });

  it("starts week cells on the document's week start", () => {
    // 1 March 2025 is a Saturday: its week began on Monday 24 February, or on Sunday 23 February.
    const weeks = { ...monthView, period: "week" } as const;
    expect(getCalendarCellDate(weeks, dated(march2025, "monday"), 0)).toBe("2025-02-24");
    expect(getCalendarCellDate(weeks, dated(march2025, "monday"), 2)).toBe("2025-03-10");
    expect(getCalendarCellDate(weeks, dated(march2025, "sunday"), 0)).toBe("2025-02-23");
  });
});
