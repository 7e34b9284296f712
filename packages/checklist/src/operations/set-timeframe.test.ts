import { describe, expect, it } from "vitest";
import { createPreset } from "../templates/create-preset.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { setHeadline } from "./set-headline.ts";
import { setTimeframe } from "./set-timeframe.ts";

describe("setTimeframe", () => {
  it("dates an undated sheet: headline, month-view calendar", () => {
    const doc = createListDoc([]);
    const next = setTimeframe(doc, { timeframe: { start: "2024-02-01", unit: "month", count: 1 } });
    expect(next.headline).toBe("February 2024");
    expect(next.calendar).toMatchObject({ totalItemCount: 29, itemCountInOneComponent: 7 });
    expectValid(next);
  });

  it("moves generated parts along but keeps what the person changed", () => {
    const tracker = createPreset("habit-tracker", { start: "2025-03-01" });
    const april = setTimeframe(tracker, { timeframe: { start: "2025-04-01", unit: "month", count: 1 } });
    expect(april.headline).toBe("April 2025");
    expect(april.blocks[0]).toMatchObject({ kind: "icon-field", days: 30 });
    const custom = setHeadline(tracker, { text: "Spring habits" });
    expect(
      setTimeframe(custom, { timeframe: { start: "2025-04-01", unit: "month", count: 1 } }).headline,
    ).toBe("Spring habits");
    expectValid(april);
  });

  it("makes a sheet undated", () => {
    const tracker = createPreset("habit-tracker", { start: "2025-03-01" });
    const undated = setTimeframe(tracker, { timeframe: null });
    expect(undated.timeframe).toBeNull();
    expect(undated.headline).toBe("");
    expectValid(undated);
  });

  it("rejects impossible timeframes", () => {
    const doc = createListDoc([]);
    expect(setTimeframe(doc, { timeframe: { start: "2025-02-30", unit: "month", count: 1 } })).toBe(doc);
    expect(setTimeframe(doc, { timeframe: { start: "2025-02-01", unit: "week", count: 7 } })).toBe(doc);
    expect(setTimeframe(doc, { timeframe: { start: "2199-12-01", unit: "month", count: 2 } })).toBe(doc);
    expect(setTimeframe(doc, { timeframe: null })).toBe(doc);
  });
});
