import { LIMITS, TickSchema } from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { CheckOffBodySchema } from "./checklists.ts";

describe("CheckOffBodySchema", () => {
  it("is the model's tick, so its bounds are the document's own", () => {
    expect(CheckOffBodySchema).toBe(TickSchema);
  });

  it("refuses what the document could never hold", () => {
    const refuses = (tick: unknown) => !CheckOffBodySchema.safeParse(tick).success;
    expect(refuses({ kind: "item", itemId: "<script>", isChecked: true })).toBe(true);
    expect(refuses({ kind: "field", blockId: "b3", value: "ring the bell\u0007" })).toBe(true);
    expect(refuses({ kind: "icon-cell", rowId: "r1", day: LIMITS.iconDays, value: 1 })).toBe(true);
    expect(refuses({ kind: "field", blockId: "b3", value: "x".repeat(LIMITS.fieldValue + 1) })).toBe(true);
  });
});
