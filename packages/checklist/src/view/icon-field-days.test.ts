import { describe, expect, it } from "vitest";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import {
  countDayBands,
  getDayBands,
  getIconFieldDays,
  type IconFieldShape,
  measureIconFieldColumns,
} from "./icon-field-days.ts";

function grid(days: number, changes: Partial<IconFieldShape> = {}): IconFieldShape {
  return { days, grid: "days", goal: false, ...changes };
}

describe("icon field days", () => {
  it("dates the columns from the sheet's timeframe", () => {
    const doc = createPreset("habit-tracker", { start: "2025-03-01" });
    const days = getIconFieldDays(doc, doc.blocks[0] as IconFieldBlock);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({
      index: 0,
      date: "2025-03-01",
      label: "1",
      weekday: "S",
      isWeekend: true,
      isWeekStart: false,
      name: "Mar 1",
    });
    expect(days[2]).toMatchObject({ weekday: "M", isWeekend: false, isWeekStart: false });
    // Weeks start on Sunday in the United States: a rule marks each Sunday after the first column.
    expect(days.flatMap((day) => (day.isWeekStart ? [day.label] : []))).toEqual(["2", "9", "16", "23", "30"]);
  });

  it("tints the weekend of the locale and rules the weeks from the week start", () => {
    const doc = createPreset("habit-tracker", { start: "2025-03-01", locale: "ar-EG" });
    const days = getIconFieldDays(doc, doc.blocks[0] as IconFieldBlock);
    // Friday the 7th and Saturday the 8th; weeks from Saturday.
    expect(days.flatMap((day) => (day.isWeekend ? [day.label] : [])).slice(0, 3)).toEqual(["1", "7", "8"]);
    expect(days.flatMap((day) => (day.isWeekStart ? [day.label] : [])).slice(0, 2)).toEqual(["8", "15"]);
  });

  it("numbers the columns of an undated field", () => {
    const doc = { ...createPreset("habit-tracker", { start: "2025-03-01" }), timeframe: null };
    expect(getIconFieldDays(doc, doc.blocks[0] as IconFieldBlock)[4]).toEqual({
      index: 4,
      date: null,
      label: "5",
      weekday: "",
      isWeekend: false,
      isWeekStart: false,
      name: "Day 5",
    });
  });

  it("splits a piece into a label column and day columns wide enough to tick", () => {
    // A month on A4 portrait: cells of 20.2px hold a 17.1px mark (4.5 mm) 3.1px (0.8 mm) from the
    // next; the label keeps the rest.
    const month = measureIconFieldColumns(717, grid(31));
    expect(month).toEqual({
      labelWidth: 717 - 31 * 20.2,
      goalWidth: 0,
      cellWidth: 20.2,
      markSize: 20.2 - 3.1,
      totalWidth: 0,
      bandDays: 31,
    });
    // A total after the days takes its room from the labels, never from the marks.
    expect(measureIconFieldColumns(717, grid(31), true)).toEqual({
      ...month,
      labelWidth: 717 - 31 * 20.2 - 30,
      totalWidth: 30,
    });
    // In landscape the cells widen, their marks up to 22px.
    const wide = measureIconFieldColumns(1047, grid(31));
    expect(wide).toEqual({
      labelWidth: 220,
      goalWidth: 0,
      cellWidth: 827 / 31,
      markSize: 22,
      totalWidth: 0,
      bandDays: 31,
    });
    // A week: cells stop widening at 36px and the label takes the room.
    expect(measureIconFieldColumns(717, grid(7))).toEqual({
      labelWidth: 717 - 7 * 36,
      goalWidth: 0,
      cellWidth: 36,
      markSize: 22,
      totalWidth: 0,
      bandDays: 7,
    });
  });

  it("gives a goal column its room from the labels, never from the marks", () => {
    const month = measureIconFieldColumns(717, grid(31));
    // A4 portrait: with a goal and a total, 31 days in one band would leave the names under their
    // narrowest, so the month comes in two bands and the names keep their room.
    const withGoal = measureIconFieldColumns(717, grid(31, { goal: true }), true);
    expect(withGoal).toMatchObject({ goalWidth: 32, totalWidth: 30, bandDays: 16 });
    expect(withGoal.markSize).toBeGreaterThanOrEqual(month.markSize);
    expect(withGoal.labelWidth).toBeGreaterThanOrEqual(60);
    // A week with a goal keeps one band: the names give up the goal's 32px.
    const week = measureIconFieldColumns(717, grid(7));
    const weekGoal = measureIconFieldColumns(717, grid(7, { goal: true }));
    expect(weekGoal).toMatchObject({ goalWidth: 32, bandDays: 7, cellWidth: week.cellWidth });
    expect(weekGoal.labelWidth).toBeCloseTo(week.labelWidth - 32);
    // In landscape the habit names keep their room beside goal, 31 days and total.
    const wide = measureIconFieldColumns(1047, grid(31, { goal: true }), true);
    expect(wide.labelWidth).toBe(220);
    expect(wide.markSize).toBeGreaterThanOrEqual(20.8);
  });

  it("draws a year grid's 31 columns wider than a habit month's, its month names beside them", () => {
    // A4 portrait (717px) and Letter portrait (736px): marks over 4.5 mm with gaps over 0.8 mm.
    for (const width of [717, 736, 671]) {
      const year = measureIconFieldColumns(width, grid(31, { grid: "year" }));
      expect(year.markSize).toBeGreaterThanOrEqual(17.09);
      expect(year.cellWidth - year.markSize).toBeGreaterThanOrEqual(3.09);
      expect(year.labelWidth).toBeGreaterThanOrEqual(40);
      expect(year.labelWidth).toBeLessThanOrEqual(56);
    }
  });

  it("numbers a year grid's columns 1 to 31 without dates, whatever the sheet's period", () => {
    const doc = createPreset("habit-tracker", { start: "2025-03-01" });
    const block = { ...(doc.blocks[0] as IconFieldBlock), grid: "year" as const };
    const days = getIconFieldDays(doc, block);
    expect(days[30]).toMatchObject({ label: "31", date: null, weekday: "", isWeekend: false });
  });

  it("lays a month out in two bands of days where one row of 31 would make marks under 4.5 mm", () => {
    // A5 portrait's content is 479px: 31 columns would be 12.5px, marks of 2.5 mm. Two bands, 16 and 15
    // days, give every mark 4.5 mm or more, 0.8 mm apart.
    for (const [width, hasTotals] of [
      [479, false],
      [479, true],
      [448, false],
      [448, true],
    ] as const) {
      expect(countDayBands(width, grid(31), hasTotals)).toBe(2);
      const columns = measureIconFieldColumns(width, grid(31), hasTotals);
      expect(columns.bandDays).toBe(16);
      expect(columns.cellWidth).toBeGreaterThanOrEqual(20.2);
      expect(columns.markSize).toBeGreaterThanOrEqual(17);
      expect(columns.labelWidth + columns.cellWidth * 16 + columns.totalWidth).toBeCloseTo(width, 6);
    }
    expect(getDayBands(31, 16)).toEqual([
      { from: 0, count: 16 },
      { from: 16, count: 15 },
    ]);
    // A4 and Letter upright (and A5 and half-letter turned, as wide) keep one band, totals or not; a page
    // with room to spare asks 5.5 mm cells (`isRoomy`), which 717 px holds only in two bands.
    for (const width of [717, 736, 1047]) expect(countDayBands(width, grid(31), true)).toBe(1);
    expect(countDayBands(717, grid(31), false, true)).toBe(2);
    expect(measureIconFieldColumns(717, grid(31), false, true).cellWidth).toBeGreaterThanOrEqual(20.9);
    // A week never splits.
    expect(countDayBands(479, grid(7))).toBe(1);
  });
});
