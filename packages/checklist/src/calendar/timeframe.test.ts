import { describe, expect, it } from "vitest";
import {
  alignTimeframeStart,
  countTimeframeDays,
  formatTimeframe,
  getNextTimeframe,
  getTimeframeEnd,
} from "./timeframe.ts";

describe("timeframes", () => {
  it("measures months, weeks and day runs", () => {
    expect(countTimeframeDays({ start: "2024-02-01", unit: "month", count: 1 })).toBe(29);
    expect(countTimeframeDays({ start: "2025-02-01", unit: "month", count: 1 })).toBe(28);
    expect(countTimeframeDays({ start: "2025-03-03", unit: "week", count: 1 })).toBe(7);
    expect(getTimeframeEnd({ start: "2025-03-15", unit: "day", count: 30 })).toBe("2025-04-13");
  });

  it("moves on by its own length", () => {
    expect(getNextTimeframe({ start: "2025-01-01", unit: "month", count: 1 }).start).toBe("2025-02-01");
    expect(getNextTimeframe({ start: "2025-12-29", unit: "week", count: 1 }).start).toBe("2026-01-05");
    expect(getNextTimeframe({ start: "2025-03-15", unit: "day", count: 30 }).start).toBe("2025-04-14");
  });

  it("aligns starts to the month or week", () => {
    expect(alignTimeframeStart("2025-03-12", "month", "monday")).toBe("2025-03-01");
    expect(alignTimeframeStart("2025-03-12", "week", "sunday")).toBe("2025-03-09");
    expect(alignTimeframeStart("2025-03-12", "day", "monday")).toBe("2025-03-12");
  });

  it("labels itself for a headline", () => {
    expect(formatTimeframe({ start: "2025-03-01", unit: "month", count: 1 })).toBe("March 2025");
    expect(formatTimeframe({ start: "2025-03-03", unit: "week", count: 1 })).toBe(
      "Mar 3\u2009–\u20099, 2025",
    );
    expect(formatTimeframe({ start: "2025-03-03", unit: "day", count: 1 })).toBe("Monday, March 3, 2025");
    expect(formatTimeframe({ start: "2025-01-01", unit: "month", count: 3 })).toBe(
      "January\u2009–\u2009March 2025",
    );
  });
});
