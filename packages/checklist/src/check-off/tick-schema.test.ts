import { describe, expect, it } from "vitest";
import { LIMITS } from "../schema/limits.ts";
import { TickSchema } from "./tick-schema.ts";

const accepts = (tick: unknown) => TickSchema.safeParse(tick).success;

describe("TickSchema", () => {
  it("takes each kind of tick within the document's bounds", () => {
    expect(accepts({ kind: "item", itemId: "i12", isChecked: true })).toBe(true);
    expect(
      accepts({ kind: "icon-cell", rowId: "r3", day: LIMITS.iconDays - 1, value: LIMITS.legendEntries }),
    ).toBe(true);
    expect(accepts({ kind: "calendar-cell", index: LIMITS.calendarCells - 1, isChecked: false })).toBe(true);
    expect(accepts({ kind: "field", blockId: "b4", value: "x".repeat(LIMITS.fieldValue) })).toBe(true);
  });

  it("refuses what no document can hold", () => {
    expect(accepts({ kind: "icon-cell", rowId: "r3", day: LIMITS.iconDays, value: 1 })).toBe(false);
    expect(accepts({ kind: "icon-cell", rowId: "r3", day: 0, value: LIMITS.legendEntries + 1 })).toBe(false);
    expect(accepts({ kind: "calendar-cell", index: LIMITS.calendarCells, isChecked: true })).toBe(false);
    expect(accepts({ kind: "field", blockId: "b4", value: "x".repeat(LIMITS.fieldValue + 1) })).toBe(false);
    expect(accepts({ kind: "field", blockId: "b4", value: "bell\u0007" })).toBe(false);
    expect(accepts({ kind: "item", itemId: "<script>", isChecked: true })).toBe(false);
    expect(accepts({ kind: "item", itemId: "i1", isChecked: true, extra: 1 })).toBe(false);
    expect(accepts({ kind: "explode" })).toBe(false);
  });
});
