import { describe, expect, it } from "vitest";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { getIconFieldDays, measureIconFieldColumns } from "./icon-field-days.ts";

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
    // A month on A4 portrait: cells of 19px hold an 18px mark (4.7 mm); the label keeps the rest.
    expect(measureIconFieldColumns(717, 31)).toEqual({
      labelWidth: 717 - 31 * 19,
      cellWidth: 19,
      markSize: 18,
      totalWidth: 0,
    });
    // A total after the days takes its room from the labels, never from the marks.
    expect(measureIconFieldColumns(717, 31, true)).toEqual({
      labelWidth: 717 - 31 * 19 - 30,
      cellWidth: 19,
      markSize: 18,
      totalWidth: 30,
    });
    // In landscape the cells widen, their marks up to 22px.
    const wide = measureIconFieldColumns(1047, 31);
    expect(wide).toEqual({ labelWidth: 220, cellWidth: 827 / 31, markSize: 22, totalWidth: 0 });
    // A week: cells stop widening at 36px and the label takes the room.
    expect(measureIconFieldColumns(717, 7)).toEqual({
      labelWidth: 717 - 7 * 36,
      cellWidth: 36,
      markSize: 22,
      totalWidth: 0,
    });
  });
});
