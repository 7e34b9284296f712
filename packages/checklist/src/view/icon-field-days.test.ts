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

  it("splits a piece into a label column and equal day columns", () => {
    expect(measureIconFieldColumns(717, 31)).toEqual({ labelWidth: 200, cellWidth: 517 / 31 });
    expect(measureIconFieldColumns(346.5, 31).labelWidth).toBe(104);
    expect(measureIconFieldColumns(200, 7).labelWidth).toBe(80);
  });
});
