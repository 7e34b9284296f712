import { describe, expect, it } from "vitest";
import { parseChecklist } from "../parse/parse-checklist.ts";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import { iconField } from "../templates/preset-builder.ts";
import { createDoc, expectValid } from "../test/fixtures.ts";
import { addItem } from "./add-item.ts";
import { editBlock } from "./edit-block.ts";
import { moveItem } from "./move-item.ts";
import { removeItem } from "./remove-item.ts";
import { setIconCell } from "./set-icon-cell.ts";
import { setIconGrid } from "./set-icon-grid.ts";

function fieldOf(doc: { blocks: readonly unknown[] }): IconFieldBlock {
  return doc.blocks[0] as IconFieldBlock;
}

const habits = createDoc((ids) => [
  iconField(ids, { title: "Habits", icon: "circle", days: 7, rows: ["Read", "Walk"] }),
  iconField(ids, { title: "More", icon: "circle", days: 7, rows: ["Swim"] }),
]);

describe("setIconGrid", () => {
  it("makes a year in pixels: twelve month rows of 31 days, nothing marked, valid", () => {
    const marked = setIconCell(habits, { rowId: "r2", day: 0, value: 1 });
    const year = setIconGrid(marked, { blockId: "b1", grid: "year" });
    const field = fieldOf(year);
    expect(field).toMatchObject({ grid: "year", days: 31 });
    expect(field.rows).toHaveLength(12);
    expect(field.rows.slice(0, 2).map((row) => row.id)).toEqual(["r2", "r3"]);
    expect(field.rows.every((row) => row.text === "" && row.cells.every((cell) => cell === 0))).toBe(true);
    expect(year.nextId).toBe(habits.nextId + 10);
    expectValid(year);
  });

  it("turns back into the period's days, keeping its rows to name", () => {
    const year = setIconGrid(habits, { blockId: "b1", grid: "year" });
    const days = setIconGrid(year, { blockId: "b1", grid: "days" });
    expect(fieldOf(days)).toMatchObject({ grid: "days", days: 7 });
    expect(fieldOf(days).rows).toHaveLength(12);
    expectValid(days);
    expect(setIconGrid(days, { blockId: "b1", grid: "days" })).toBe(days);
  });

  it("keeps a year grid's months: no row added, removed or moved, no day columns changed", () => {
    const year = setIconGrid(habits, { blockId: "b1", grid: "year" });
    expect(addItem(year, { blockId: "b1" })).toBe(year);
    expect(removeItem(year, { itemId: "r2" })).toBe(year);
    expect(moveItem(year, { itemId: "r2", toIndex: 3 })).toBe(year);
    expect(moveItem(year, { itemId: "r5", toIndex: 0, toBlockId: "b1" })).toBe(year);
    expect(moveItem(habits, { itemId: "r5", toIndex: 0, toBlockId: "b1" })).not.toBe(habits);
    expect(fieldOf(editBlock(year, { blockId: "b1", changes: { days: 7 } })).days).toBe(31);
  });

  it("ticks only the days a month has", () => {
    // Undated (no timeframe): February has 29 days; April 30.
    const year = setIconGrid(habits, { blockId: "b1", grid: "year" });
    const february = fieldOf(year).rows[1]?.id ?? "";
    const april = fieldOf(year).rows[3]?.id ?? "";
    expect(setIconCell(year, { rowId: february, day: 28, value: 1 })).not.toBe(year);
    expect(setIconCell(year, { rowId: february, day: 29, value: 1 })).toBe(year);
    expect(setIconCell(year, { rowId: april, day: 30, value: 1 })).toBe(year);
  });
});

describe("icon field options", () => {
  it("reads a document saved before them as a grid of days without a goal column", () => {
    const { grid: _grid, goal: _goal, ...old } = fieldOf(habits);
    const parsed = parseChecklist({ ...habits, blocks: [old] });
    expect(parsed.ok && parsed.checklist.blocks[0]).toMatchObject({ grid: "days", goal: false });
  });

  it("refuses a year grid that is not twelve months of 31 days", () => {
    const year = setIconGrid(habits, { blockId: "b1", grid: "year" });
    const field = fieldOf(year);
    expect(parseChecklist({ ...year, blocks: [{ ...field, rows: field.rows.slice(1) }] }).ok).toBe(false);
    const short = {
      ...field,
      days: 30,
      rows: field.rows.map((row) => ({ ...row, cells: row.cells.slice(1) })),
    };
    expect(parseChecklist({ ...year, blocks: [short] }).ok).toBe(false);
  });

  it("switches the goal column on and off", () => {
    const withGoal = editBlock(habits, { blockId: "b1", changes: { goal: true } });
    expect(fieldOf(withGoal).goal).toBe(true);
    expect(fieldOf(editBlock(withGoal, { blockId: "b1", changes: { goal: false } })).goal).toBe(false);
  });
});
