import { createPreset, getIconFieldDays, type IconFieldBlock } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { findTodayColumn, getScrollLeftToShow } from "./today-column.ts";

function trackerDays(isUndated = false) {
  const doc = { ...createPreset("habit-tracker", { start: "2026-07-01" }), isUndated };
  const block = doc.blocks.find((candidate): candidate is IconFieldBlock => candidate.kind === "icon-field");
  if (!block) throw new Error("no habit grid");
  return getIconFieldDays(doc, block);
}

describe("findTodayColumn", () => {
  it("finds today's day in a dated grid", () => {
    const days = trackerDays();
    const first = days[0]?.date;
    expect(first).toBe("2026-07-01");
    expect(findTodayColumn(days, "2026-07-01")).toBe(0);
    expect(findTodayColumn(days, "2026-07-26")).toBe(25);
    expect(findTodayColumn(days, "2026-07-31")).toBe(30);
  });

  it("has none outside the period, before today is known, or in an undated grid", () => {
    expect(findTodayColumn(trackerDays(), "2026-08-01")).toBeNull();
    expect(findTodayColumn(trackerDays(), "2026-06-30")).toBeNull();
    expect(findTodayColumn(trackerDays(), null)).toBeNull();
    expect(findTodayColumn(trackerDays(true), "2026-07-26")).toBeNull();
  });
});

describe("getScrollLeftToShow", () => {
  // A phone: 120 px of names, then 34 px days; 31 of them scroll under a 343 px window.
  const phone = { columnWidth: 34, stickyWidth: 120, viewportWidth: 343, scrollWidth: 120 + 31 * 34 };

  it("centres the column in the room beside the names", () => {
    const columnLeft = 120 + 25 * 34;
    const left = getScrollLeftToShow({ ...phone, columnLeft });
    const shown = columnLeft - left;
    expect(shown).toBeGreaterThanOrEqual(120);
    expect(shown + 34).toBeLessThanOrEqual(343);
    expect(Math.abs(shown + 17 - (120 + (343 - 120) / 2))).toBeLessThanOrEqual(1);
  });

  it("stays at the start for the first days and stops at the end for the last", () => {
    expect(getScrollLeftToShow({ ...phone, columnLeft: 120 })).toBe(0);
    expect(getScrollLeftToShow({ ...phone, columnLeft: 120 + 30 * 34 })).toBe(phone.scrollWidth - 343);
  });

  it("does not scroll when the whole month fits", () => {
    expect(getScrollLeftToShow({ ...phone, columnLeft: 120 + 30 * 34, viewportWidth: 1200 })).toBe(0);
  });
});
