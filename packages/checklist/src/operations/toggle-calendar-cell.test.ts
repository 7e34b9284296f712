import { describe, expect, it } from "vitest";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { toggleCalendarCell } from "./toggle-calendar-cell.ts";

describe("toggleCalendarCell", () => {
  it("ticks cells, keeping the list ascending", () => {
    const doc = createListDoc([]);
    const next = toggleCalendarCell(toggleCalendarCell(doc, { index: 5 }), { index: 2 });
    expect(next.calendar.checkedCells).toEqual([2, 5]);
    expect(toggleCalendarCell(next, { index: 5 }).calendar.checkedCells).toEqual([2]);
    expect(toggleCalendarCell(next, { index: 5, isChecked: true })).toBe(next);
    expectValid(next);
  });

  it("ignores cells that do not exist", () => {
    const doc = createListDoc([]);
    expect(toggleCalendarCell(doc, { index: 7 })).toBe(doc);
    expect(toggleCalendarCell(doc, { index: -1 })).toBe(doc);
  });
});
