import { describe, expect, it } from "vitest";
import { parseChecklist } from "../parse/parse-checklist.ts";
import { createPreset } from "../templates/create-preset.ts";
import { setCalendarMiniMonths } from "./set-calendar-mini-months.ts";

const month = createPreset("monthly-calendar", { start: "2026-11-01", locale: "en-US" });

describe("setCalendarMiniMonths", () => {
  it("is off in new documents and in documents saved before it existed", () => {
    expect(month.calendar.miniMonths).toBe(false);
    const { miniMonths: _, ...older } = month.calendar;
    const parsed = parseChecklist(JSON.parse(JSON.stringify({ ...month, calendar: older })));
    expect(parsed.ok && parsed.checklist.calendar.miniMonths).toBe(false);
  });

  it("turns the small months on and off, and returns the same document for a no-op", () => {
    const on = setCalendarMiniMonths(month, { miniMonths: true });
    expect(on.calendar.miniMonths).toBe(true);
    expect(parseChecklist(on).ok).toBe(true);
    expect(setCalendarMiniMonths(on, { miniMonths: true })).toBe(on);
    expect(setCalendarMiniMonths(on, { miniMonths: false }).calendar.miniMonths).toBe(false);
  });
});
