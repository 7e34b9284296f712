import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import { setCalendarPeriod } from "../operations/set-calendar-period.ts";
import { setTimeframe } from "../operations/set-timeframe.ts";
import { toggleCalendarCell } from "../operations/toggle-calendar-cell.ts";
import { createPreset } from "../templates/create-preset.ts";
import { getCalendarCells } from "./calendar-cells.ts";

describe("getCalendarCells", () => {
  it("gives undated cells their titles only", () => {
    const cells = getCalendarCells(toggleCalendarCell(createChecklist(), { index: 1 }));
    expect(cells[1]).toEqual({ index: 1, title: "Tuesday", date: null, dateLabel: "", isChecked: true });
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
    expect(getCalendarCells(setCalendarPeriod(dated, { period: "week" }))[1]?.dateLabel).toBe(
      "Mar 8\u2009–\u200914",
    );
    expect(getCalendarCells(setCalendarPeriod(dated, { period: "month" }))[10]?.dateLabel).toBe("Jan");
  });
});
