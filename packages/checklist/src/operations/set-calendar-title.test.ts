import { describe, expect, it } from "vitest";
import { createListDoc } from "../test/fixtures.ts";
import { setCalendarTitle } from "./set-calendar-title.ts";

describe("setCalendarTitle", () => {
  it("sets one cell's title as plain text within 40 characters", () => {
    const doc = createListDoc([]);
    const next = setCalendarTitle(doc, { index: 2, title: `Swim\n${"!".repeat(60)}` });
    expect(next.calendar.titles[2]).toHaveLength(40);
    expect(next.calendar.titles[2]?.startsWith("Swim !")).toBe(true);
    expect(setCalendarTitle(doc, { index: 7, title: "x" })).toBe(doc);
  });
});
