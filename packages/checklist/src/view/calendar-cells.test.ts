import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { setCalendarPeriod } from "../operations/set-calendar-period.ts";
import { setCalendarTitle } from "../operations/set-calendar-title.ts";
import { setTimeframe } from "../operations/set-timeframe.ts";
import { toggleCalendarCell } from "../operations/toggle-calendar-cell.ts";
import { createPreset } from "../templates/create-preset.ts";
import { getCalendarCells } from "./calendar-cells.ts";

describe("getCalendarCells", () => {
  it("gives undated cells their titles only", () => {
    const cells = getCalendarCells(toggleCalendarCell(createChecklist(), { index: 1 }));
    expect(cells[1]).toEqual({
      index: 1,
      title: "Monday",
      date: null,
      dateLabel: "",
      isDateBlank: false,
      isChecked: true,
    });
  });

  it("prints day numbers in a month view and short dates elsewhere", () => {
    const month = getCalendarCells(createPreset("monthly-calendar", { start: "2025-03-01" }));
    expect(month.at(-1)).toMatchObject({ date: "2025-03-31", dateLabel: "31", title: "" });
    const challenge = getCalendarCells(createPreset("30-day-challenge", { start: "2025-03-15" }));
    expect(challenge[20]).toMatchObject({ date: "2025-04-04", dateLabel: "Apr 4" });
  });

  it("labels week and month cells", () => {
    const dated = setTimeframe(createChecklist(), {
      timeframe: { start: "2025-03-01", unit: "month", count: 1 },
    });
    // 1 March 2025 is a Saturday: the second week from a Sunday start is 2 to 8 March.
    expect(getCalendarCells(setCalendarPeriod(dated, { period: "week" }))[1]?.dateLabel).toBe(
      "Mar 2\u2009–\u20098",
    );
    const months = setCalendarPeriod(dated, { period: "month" });
    const untitled = setCalendarTitle(months, { index: 10, title: "" });
    expect(getCalendarCells(untitled)[10]?.dateLabel).toBe("Jan");
    expect(getCalendarCells(setCalendarTitle(months, { index: 10, title: "Ski trip" }))[10]?.dateLabel).toBe(
      "Jan",
    );
  });

  it("prints the month of a month cell once", () => {
    const dated = setTimeframe(createChecklist(), {
      timeframe: { start: "2025-03-01", unit: "month", count: 1 },
    });
    const months = setCalendarPeriod(dated, { period: "month" });
    expect(getCalendarCells(months)[10]).toMatchObject({ title: "January", dateLabel: "" });
    const short = setCalendarTitle(months, { index: 10, title: "jan: plan the year" });
    expect(getCalendarCells(short)[10]?.dateLabel).toBe("");
  });
});
