import { describe, expect, it } from "vitest";
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
    expect(setWeekStart(doc, { weekStart: "sunday" }).calendar.titles[0]).toBe("Sunday");
    expect(setWeekStart(doc, { weekStart: "monday" })).toBe(doc);
  });
});
