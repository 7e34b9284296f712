import { describe, expect, it } from "vitest";
import { BLOCK_KINDS } from "../schema/block-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { createPreset } from "../templates/create-preset.ts";
import { createListDoc, expectValid } from "../test/fixtures.ts";
import { addBlock } from "./add-block.ts";
import { setTimeframe } from "./set-timeframe.ts";

describe("addBlock", () => {
  it.each(BLOCK_KINDS.map((kind) => [kind]))("adds an empty %s block that is valid", (kind) => {
    const next = addBlock(createListDoc(["A"]), { kind });
    expect(next.blocks.at(-1)?.kind).toBe(kind);
    expectValid(next);
  });

  it("gives new lists a placeholder row and inserts at an index", () => {
    const next = addBlock(createListDoc(["A"]), { kind: "list", index: 0 });
    expect(next.blocks[0]).toMatchObject({ kind: "list", items: [{ text: "", isPlaceholder: true }] });
    expect(next.blocks[1]?.id).toBe("b1");
  });

  it("sizes a new icon field to the sheet's dates", () => {
    const dated = setTimeframe(createListDoc([]), {
      timeframe: { start: "2024-02-01", unit: "month", count: 1 },
    });
    const next = addBlock(dated, { kind: "icon-field" });
    expect(next.blocks.at(-1)).toMatchObject({ kind: "icon-field", days: 29 });
  });

  it("adds the default calendar to a one-day checklist: 7 days, 7 to a row", () => {
    // A Monday: the week's days fill one row (another start day sits under its weekday).
    const daily = createPreset("daily-checklist", { start: "2025-03-03", weekStart: "monday" });
    const next = addBlock(daily, { kind: "calendar" });
    expect(next.calendar).toMatchObject({
      period: "day",
      totalItemCount: 7,
      itemCountInOneComponent: 7,
      itemCountInLastComponent: 7,
    });
    expect([next.calendar.titles[0], next.calendar.titles[6]]).toEqual(["Monday", "Sunday"]);
    expectValid(next);
  });

  it("allows one calendar and a bounded number of blocks", () => {
    const once = addBlock(createListDoc([]), { kind: "calendar" });
    expect(addBlock(once, { kind: "calendar" })).toBe(once);
    let full = createListDoc([]);
    for (let i = 1; i < LIMITS.blocks; i++) full = addBlock(full, { kind: "text-header" });
    expect(full.blocks).toHaveLength(LIMITS.blocks);
    expect(addBlock(full, { kind: "text-header" })).toBe(full);
  });
});
