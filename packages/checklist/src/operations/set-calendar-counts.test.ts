import { describe, expect, it } from "vitest";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setCalendarCounts } from "./set-calendar-counts.ts";
import { setTimeframe } from "./set-timeframe.ts";

describe("setCalendarCounts", () => {
  const doc = createListDoc([]);

  it("resizes the grid and recomputes the last row", () => {
    const next = setCalendarCounts(doc, { totalItemCount: 10, itemCountInOneComponent: 4 });
    expect(next.calendar).toMatchObject({
      totalItemCount: 10,
      itemCountInOneComponent: 4,
      itemCountInLastComponent: 2,
    });
    expect(next.calendar.titles).toHaveLength(10);
    expectValid(next);
  });

  it("accounts for the leading blanks of a month view", () => {
    // 1 March 2025 is a Saturday: six blanks before it in Sunday-first weeks, so the 30th and 31st end the grid.
    const march = setTimeframe(doc, { timeframe: { start: "2025-03-01", unit: "month", count: 1 } });
    expect(march.calendar).toMatchObject({ totalItemCount: 31, itemCountInLastComponent: 2 });
    expectValid(march);
  });

  it("drops ticks on removed cells", () => {
    const ticked = { ...doc, calendar: { ...doc.calendar, checkedCells: [1, 6] } };
    expect(setCalendarCounts(ticked, { totalItemCount: 3 }).calendar.checkedCells).toEqual([1]);
  });

  it("ignores out-of-range counts", () => {
    expect(setCalendarCounts(doc, { totalItemCount: 0 })).toBe(doc);
    expect(setCalendarCounts(doc, { totalItemCount: 43 })).toBe(doc);
    expect(setCalendarCounts(doc, { itemCountInOneComponent: 8 })).toBe(doc);
    expect(setCalendarCounts(doc, { totalItemCount: 7 })).toBe(doc);
  });
});
