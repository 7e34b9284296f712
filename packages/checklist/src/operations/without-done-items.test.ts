import { describe, expect, it } from "vitest";
import { paginate } from "../pagination/paginate.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { createPreset } from "../templates/create-preset.ts";
import { createListDoc, describeItems, expectValid } from "../test/fixtures.ts";
import { setRowTotals } from "./set-row-totals.ts";
import { toggleIconCell } from "./toggle-icon-cell.ts";
import { toggleItem } from "./toggle-item.ts";
import { withoutDoneItems } from "./without-done-items.ts";

function itemRows(doc: Checklist): number {
  return paginate(doc)
    .pages.flatMap((page) => page.pieces.flatMap((piece) => piece.rows))
    .filter((row) => row.type === "item").length;
}

describe("withoutDoneItems", () => {
  it("leaves the ticked items out, a ticked item with its sub-items, and the list closes up", () => {
    const doc = createListDoc([
      "Done",
      { text: "Trip", children: ["Booked", "Packed"] },
      { text: "All", children: ["A"] },
    ]);
    const ticked = toggleItem(toggleItem(toggleItem(doc, { itemId: "i2" }), { itemId: "i4" }), {
      itemId: "i6",
    });
    expect(describeItems(ticked)).toEqual([
      "[x] Done",
      "Trip",
      "  [x] Booked",
      "  Packed",
      "[x] All",
      "  [x] A",
    ]);
    const printed = withoutDoneItems(ticked);
    expect(describeItems(printed)).toEqual(["Trip", "  Packed"]);
    expect(itemRows(printed)).toBe(2);
    expectValid(printed);
  });

  it("prints each tracker row's total", () => {
    const tracker = createPreset("habit-tracker", { start: "2026-11-26" });
    const grid = tracker.blocks[0];
    const rowId = grid?.kind === "icon-field" ? (grid.rows[0]?.id ?? "") : "";
    const ticked = toggleIconCell(toggleIconCell(tracker, { rowId, day: 0 }), { rowId, day: 1 });
    const printed = withoutDoneItems(ticked);
    expect(printed.showRowTotals).toBe(true);
    expect(printed.blocks[0]).toBe(ticked.blocks[0]);
    expectValid(printed);
  });

  it("is the same document when nothing is done and totals are on", () => {
    const doc = setRowTotals(createListDoc(["Open"]), { showRowTotals: true });
    expect(withoutDoneItems(doc)).toBe(doc);
  });
});

describe("setRowTotals", () => {
  it("turns row totals on and off, and ignores anything else", () => {
    const doc = createListDoc([]);
    expect(setRowTotals(doc, { showRowTotals: true }).showRowTotals).toBe(true);
    expect(setRowTotals(doc, { showRowTotals: false })).toBe(doc);
    expect(setRowTotals(doc, { showRowTotals: 1 as unknown as boolean })).toBe(doc);
  });
});
