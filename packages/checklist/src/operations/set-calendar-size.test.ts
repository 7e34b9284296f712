import { describe, expect, it } from "vitest";
import type { CalendarSize } from "../schema/calendar-schema.ts";
import { createListDoc } from "../test/fixtures.ts";
import { setCalendarSize } from "./set-calendar-size.ts";

describe("setCalendarSize", () => {
  it("sets the cell size", () => {
    const doc = createListDoc([]);
    expect(doc.calendar.size).toBe("large");
    expect(setCalendarSize(doc, { size: "small" }).calendar.size).toBe("small");
    expect(setCalendarSize(doc, { size: "huge" as CalendarSize })).toBe(doc);
  });
});
