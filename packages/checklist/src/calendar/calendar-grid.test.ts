import { describe, expect, it } from "vitest";
import {
  countCalendarRows,
  countLastComponentItems,
  getCalendarCellDate,
  getCalendarGridRows,
  getCalendarOffset,
} from "./calendar-grid.ts";

const march2025 = { start: "2025-03-01", unit: "month", count: 1 } as const;
const monthView = { period: "day", totalItemCount: 31, itemCountInOneComponent: 7 } as const;

describe("calendar grid", () => {
  it("puts the 1st of a month under its weekday", () => {
    // 1 March 2025 is a Saturday.
    expect(getCalendarOffset(monthView, march2025, "monday")).toBe(5);
    expect(getCalendarOffset(monthView, march2025, "sunday")).toBe(6);
    const rows = getCalendarGridRows(monthView, 5);
    expect(rows).toHaveLength(6);
    expect(rows[0]?.cells).toEqual([null, null, null, null, null, 0, 1]);
    expect(rows[5]?.cells).toEqual([30, null, null, null, null, null, null]);
  });

  it("starts undated or non-weekly grids in the first column", () => {
    expect(getCalendarOffset(monthView, null, "monday")).toBe(0);
    expect(getCalendarOffset({ ...monthView, itemCountInOneComponent: 6 }, march2025, "monday")).toBe(0);
    expect(getCalendarOffset({ ...monthView, period: "week" }, march2025, "monday")).toBe(0);
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
    expect(getCalendarCellDate(monthView, march2025, 30, "monday")).toBe("2025-03-31");
    expect(getCalendarCellDate({ ...monthView, period: "month" }, march2025, 11, "monday")).toBe(
      "2026-02-01",
    );
    expect(getCalendarCellDate(monthView, null, 3, "monday")).toBeNull();
  });

  it("starts week cells on the document's week start", () => {
    // 1 March 2025 is a Saturday: its week began on Monday 24 February, or on Sunday 23 February.
    const weeks = { ...monthView, period: "week" } as const;
    expect(getCalendarCellDate(weeks, march2025, 0, "monday")).toBe("2025-02-24");
    expect(getCalendarCellDate(weeks, march2025, 2, "monday")).toBe("2025-03-10");
    expect(getCalendarCellDate(weeks, march2025, 0, "sunday")).toBe("2025-02-23");
  });
});
