import { describe, expect, it } from "vitest";
import { setWeekNumbers } from "../operations/set-week-numbers.ts";
import { setWeekStart } from "../operations/set-week-start.ts";
import { createPreset } from "../templates/create-preset.ts";
import { getCalendarWeekNumbers } from "./calendar-week-numbers.ts";

describe("a month view's week numbers", () => {
  it("labels each row of a Monday-first month view by ISO where the locale uses them", () => {
    // November 2026: Sunday the 1st sits in week 44; Monday the 30th starts week 49.
    const november = createPreset("monthly-calendar", { start: "2026-11-01", locale: "en-GB" });
    expect(getCalendarWeekNumbers(november)).toEqual([44, 45, 46, 47, 48, 49]);
    expect(getCalendarWeekNumbers(createPreset("monthly-calendar", { start: "2026-11-01" }))).toEqual([]);
    expect(
      getCalendarWeekNumbers(createPreset("30-day-challenge", { start: "2026-11-01", locale: "de-DE" })),
    ).toEqual([]);
  });

  it("follows the switch, numbering by the rule of the week start", () => {
    const american = setWeekNumbers(createPreset("monthly-calendar", { start: "2026-12-01" }), {
      showWeekNumbers: true,
    });
    // Sunday-first December 2026: the last row, from Sunday the 27th, holds 1 January: 2027's week 1.
    expect(getCalendarWeekNumbers(american)).toEqual([49, 50, 51, 52, 1]);
    // Saturday-first, the rows start on 28 November, then 5, 12, 19 and 26 December (whose week holds 1 January).
    const saturday = setWeekStart(american, { weekStart: "saturday" });
    expect(getCalendarWeekNumbers(saturday)).toEqual([49, 50, 51, 52, 1]);
    const british = createPreset("monthly-calendar", { start: "2026-12-01", locale: "en-GB" });
    expect(getCalendarWeekNumbers(british)).toEqual([49, 50, 51, 52, 53]);
    expect(getCalendarWeekNumbers(setWeekNumbers(british, { showWeekNumbers: false }))).toEqual([]);
  });
});
