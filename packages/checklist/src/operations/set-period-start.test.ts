import { describe, expect, it } from "vitest";
import { createPreset } from "../templates/create-preset.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setPeriodStart } from "./set-period-start.ts";
import { setTitle } from "./set-title.ts";

describe("setPeriodStart", () => {
  it("takes the period that holds the day, aligned to the unit", () => {
    const tracker = createPreset("habit-tracker", { start: "2026-11-26" });
    const december = setPeriodStart(tracker, { start: "2026-12-17" });
    expect(december.timeframe).toEqual({ start: "2026-12-01", unit: "month", count: 1 });
    expect(december.headline).toBe("December 2026");
    expectValid(december);
    const week = createPreset("weekly-to-do-list", { start: "2026-11-26", locale: "en-GB" });
    expect(setPeriodStart(week, { start: "2026-12-03" }).timeframe?.start).toBe("2026-11-30");
    const saturday = createPreset("weekly-to-do-list", { start: "2026-11-26", weekStart: "saturday" });
    expect(setPeriodStart(saturday, { start: "2026-12-03" }).timeframe?.start).toBe("2026-11-28");
    const challenge = createPreset("30-day-challenge", { start: "2026-11-26" });
    expect(setPeriodStart(challenge, { start: "2027-01-09" }).timeframe).toEqual({
      start: "2027-01-09",
      unit: "day",
      count: 30,
    });
  });

  it("renames a title that names the period", () => {
    const tracker = setTitle(createPreset("habit-tracker", { start: "2026-11-01" }), {
      text: "Nov 2026 goals",
    });
    expect(setPeriodStart(tracker, { start: "2027-03-04" }).title.text).toBe("Mar 2027 goals");
  });

  it("leaves bad dates and sheets without dates alone", () => {
    const tracker = createPreset("habit-tracker", { start: "2026-11-01" });
    expect(setPeriodStart(tracker, { start: "2026-02-30" })).toBe(tracker);
    expect(setPeriodStart(tracker, { start: "2200-01-01" })).toBe(tracker);
    expect(setPeriodStart(tracker, { start: "2026-11-15" })).toBe(tracker);
    const doc = createListDoc([]);
    expect(setPeriodStart(doc, { start: "2026-11-15" })).toBe(doc);
  });
});
