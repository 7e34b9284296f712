import { describe, expect, it } from "vitest";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { getIconFieldDays, measureIconFieldColumns } from "./icon-field-days.ts";

describe("icon field days", () => {
  it("dates the columns from the sheet's timeframe", () => {
    const doc = createPreset("habit-tracker", { start: "2025-03-01" });
    const days = getIconFieldDays(doc, doc.blocks[0] as IconFieldBlock);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ index: 0, date: "2025-03-01", label: "1", weekday: "S" });
    expect(days[2]?.weekday).toBe("M");
  });

  it("numbers the columns of an undated field", () => {
    const doc = { ...createPreset("habit-tracker", { start: "2025-03-01" }), timeframe: null };
    expect(getIconFieldDays(doc, doc.blocks[0] as IconFieldBlock)[4]).toEqual({
      index: 4,
      date: null,
      label: "5",
      weekday: "",
    });
  });

  it("splits a piece into a label column and day columns wide enough to tick", () => {
    // A month on A4 portrait: cells of 19px hold an 18px mark (4.7 mm); the label keeps the rest.
    expect(measureIconFieldColumns(717, 31)).toEqual({
      labelWidth: 717 - 31 * 19,
      cellWidth: 19,
      markSize: 18,
    });
    // In landscape the cells widen, their marks up to 22px.
    const wide = measureIconFieldColumns(1047, 31);
    expect(wide).toEqual({ labelWidth: 220, cellWidth: 827 / 31, markSize: 22 });
    // A week: cells stop widening at 36px and the label takes the room.
    expect(measureIconFieldColumns(717, 7)).toEqual({
      labelWidth: 717 - 7 * 36,
      cellWidth: 36,
      markSize: 22,
    });
  });
});
