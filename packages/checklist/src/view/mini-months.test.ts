import { describe, expect, it } from "vitest";
import { setCalendarMiniMonths } from "../operations/set-calendar-mini-months.ts";
import { setUndated } from "../operations/set-undated.ts";
import { setWeekStart } from "../operations/set-week-start.ts";
import { paginate } from "../pagination/paginate.ts";
import { createPreset } from "../templates/create-preset.ts";
import { getMiniMonths, getMiniMonthsColumns, hasMiniMonths } from "./mini-months.ts";

const november = createPreset("monthly-calendar", {
  start: "2026-11-01",
  locale: "en-US",
  weekStart: "sunday",
});
const withMinis = setCalendarMiniMonths(november, { miniMonths: true });

describe("small months beside a month view", () => {
  it("shows last and next month, day numbers from the document's week start", () => {
    const [october, december] = getMiniMonths(withMinis);
    expect(october?.label).toBe("October 2026");
    expect(december?.label).toBe("December 2026");
    // 1 October 2026 is a Thursday: the fifth column of a Sunday-first week.
    expect(october?.weeks[0]).toEqual([null, null, null, null, 1, 2, 3]);
    expect(october?.weekdays).toEqual(["S", "M", "T", "W", "T", "F", "S"]);
    const monday = getMiniMonths(setWeekStart(withMinis, { weekStart: "monday" }));
    expect(monday[0]?.weeks[0]).toEqual([null, null, null, 1, 2, 3, 4]);
    expect(monday[1]?.weeks.flat().filter((day) => day !== null)).toHaveLength(31);
  });

  it("follows the document's locale", () => {
    const french = setCalendarMiniMonths(
      createPreset("monthly-calendar", { start: "2026-11-01", locale: "fr-FR" }),
      {
        miniMonths: true,
      },
    );
    expect(getMiniMonths(french)[0]?.label).toBe("octobre 2026");
  });

  it("prints none where the setting is off, the calendar is no month view, or the sheet is undated", () => {
    expect(getMiniMonths(november)).toEqual([]);
    expect(hasMiniMonths(withMinis)).toBe(true);
    expect(getMiniMonths(setUndated(withMinis, { isUndated: true }))).toEqual([]);
    const weekly = setCalendarMiniMonths(createPreset("weekly-to-do-list", { start: "2026-11-01" }), {
      miniMonths: true,
    });
    expect(hasMiniMonths(weekly)).toBe(false);
  });

  it("keeps the month on one page, its cell titles measured in the narrower grid", () => {
    for (const format of ["a4", "letter"] as const) expect(paginate(withMinis, format).pages).toHaveLength(1);
    const { grid, side } = getMiniMonthsColumns(717);
    expect(grid + side).toBeLessThan(717);
    expect(side).toBeGreaterThan(180);
  });
});
