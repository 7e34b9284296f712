import { describe, expect, it } from "vitest";
import type { CalendarPeriod } from "../schema/calendar-schema.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setCalendarCounts } from "./set-calendar-counts.ts";
import { setCalendarPeriod } from "./set-calendar-period.ts";
import { setCalendarTitle } from "./set-calendar-title.ts";

describe("setCalendarPeriod", () => {
  const doc = createListDoc([]);

  it("switches to a period with its default counts and titles", () => {
    const weeks = setCalendarPeriod(doc, { period: "week" });
    expect(weeks.calendar).toMatchObject({ period: "week", totalItemCount: 4, itemCountInOneComponent: 4 });
    expect(weeks.calendar.titles).toEqual(["Week 1", "Week 2", "Week 3", "Week 4"]);
    const months = setCalendarPeriod(doc, { period: "month" });
    expect(months.calendar).toMatchObject({ totalItemCount: 12, itemCountInLastComponent: 4 });
    expect(months.calendar.titles[0]).toBe("January");
    expectValid(weeks);
    expectValid(months);
  });

  it("restores the titles typed for a period when switching back", () => {
    const typed = setCalendarTitle(doc, { index: 0, title: "Leg day" });
    const back = setCalendarPeriod(setCalendarPeriod(typed, { period: "month" }), { period: "day" });
    expect(back.calendar.titles[0]).toBe("Leg day");
    expect(back.calendar.totalItemCount).toBe(7);
    expectValid(back);
  });

  it("remembers titles per period and count", () => {
    const five = setCalendarCounts(doc, { totalItemCount: 5 });
    const typedFive = setCalendarTitle(five, { index: 4, title: "Friday review" });
    const seven = setCalendarCounts(typedFive, { totalItemCount: 7 });
    expect(seven.calendar.titles[4]).toBe("Thursday");
    const fiveAgain = setCalendarCounts(seven, { totalItemCount: 5 });
    expect(fiveAgain.calendar.titles[4]).toBe("Friday review");
    const viaWeeks = setCalendarPeriod(setCalendarPeriod(fiveAgain, { period: "week" }), { period: "day" });
    expect(viaWeeks.calendar.titles).toEqual(fiveAgain.calendar.titles);
  });

  it("clears ticks, since the cells mean something else", () => {
    const ticked = { ...doc, calendar: { ...doc.calendar, checkedCells: [0, 3] } };
    expect(setCalendarPeriod(ticked, { period: "week" }).calendar.checkedCells).toEqual([]);
  });

  it("ignores unknown and unchanged periods", () => {
    expect(setCalendarPeriod(doc, { period: "day" })).toBe(doc);
    expect(setCalendarPeriod(doc, { period: "year" as CalendarPeriod })).toBe(doc);
  });
});
