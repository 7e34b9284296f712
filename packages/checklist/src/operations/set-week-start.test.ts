import { describe, expect, it } from "vitest";
import type { WeekStart } from "../calendar/iso-date.ts";
import { createPreset } from "../templates/create-preset.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setWeekStart } from "./set-week-start.ts";

describe("setWeekStart", () => {
  it("moves a month view's leading blanks", () => {
    // 1 March 2025 is a Saturday: 5 blanks from Monday, 6 from Sunday.
    const monday = createPreset("monthly-calendar", { start: "2025-03-01", weekStart: "monday" });
    expect(monday.calendar.itemCountInLastComponent).toBe(1);
    const sunday = setWeekStart(monday, { weekStart: "sunday" });
    expect(sunday.calendar.itemCountInLastComponent).toBe(2);
    expectValid(sunday);
  });

  it("renames undated weekday titles", () => {
    const doc = createListDoc([]);
    expect(doc.calendar.titles[0]).toBe("Sunday");
    expect(setWeekStart(doc, { weekStart: "monday" }).calendar.titles[0]).toBe("Monday");
    expect(setWeekStart(doc, { weekStart: "saturday" }).calendar.titles).toEqual([
      "Saturday",
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
    expect(setWeekStart(doc, { weekStart: "sunday" })).toBe(doc);
    expect(setWeekStart(doc, { weekStart: "friday" as WeekStart })).toBe(doc);
  });

  it("starts a Saturday-first month view under Saturday", () => {
    // 1 November 2026 is a Sunday: one blank (Saturday) before it, 30 days after, so 6 in the last row.
    const november = createPreset("monthly-calendar", { start: "2026-11-01", weekStart: "monday" });
    const saturday = setWeekStart(november, { weekStart: "saturday" });
    expect(saturday.calendar).toMatchObject({ totalItemCount: 30, itemCountInLastComponent: 3 });
    expectValid(saturday);
  });

  it("moves a weekly sheet to the week from its new first day that holds its old first day", () => {
    const monday = createPreset("weekly-to-do-list", { start: "2026-11-30", weekStart: "monday" });
    const titles = (doc: typeof monday) =>
      doc.blocks.flatMap((block) => (block.kind === "interactive-list" ? [block.title] : []));
    const tasks = (doc: typeof monday, title: string) =>
      doc.blocks.find((block) => block.kind === "interactive-list" && block.title === title);
    const sunday = setWeekStart(monday, { weekStart: "sunday" });
    expect(sunday.timeframe).toEqual({ start: "2026-11-29", unit: "week", count: 1 });
    expect(sunday.headline).toBe("Nov 29\u2009–\u2009Dec 5, 2026");
    // Sunday's list moves to the front and takes the week's Sunday; the other days keep their dates and tasks.
    expect(titles(sunday)).toEqual([
      "Top priorities",
      "Sunday, Nov 29",
      "Monday, Nov 30",
      "Tuesday, Dec 1",
      "Wednesday, Dec 2",
      "Thursday, Dec 3",
      "Friday, Dec 4",
      "Saturday, Dec 5",
    ]);
    expect(tasks(sunday, "Sunday, Nov 29")).toEqual({
      ...tasks(monday, "Sunday, Dec 6"),
      title: "Sunday, Nov 29",
    });
    expect(tasks(sunday, "Monday, Nov 30")).toBe(tasks(monday, "Monday, Nov 30"));
    expectValid(sunday);
    const saturday = setWeekStart(monday, { weekStart: "saturday" });
    expect(saturday.timeframe?.start).toBe("2026-11-28");
    expect(titles(saturday).slice(1, 4)).toEqual(["Saturday, Nov 28", "Sunday, Nov 29", "Monday, Nov 30"]);
    expect(setWeekStart(saturday, { weekStart: "monday" }).blocks).toEqual(
      setWeekStart(sunday, { weekStart: "monday" }).blocks,
    );
    expectValid(saturday);
  });
});
