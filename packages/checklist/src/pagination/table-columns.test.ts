import { describe, expect, it } from "vitest";
import { createChecklist } from "../model/create-checklist.ts";
import type { TableBlock } from "../schema/block-schema.ts";
import { paginate } from "./paginate.ts";
import { measureTableColumns } from "./table-columns.ts";

const table: TableBlock = {
  kind: "table",
  id: "b1",
  title: "Schedule",
  columns: ["Plan", "Notes"],
  rowLabels: "times",
  rowCount: 30,
  firstHour: 7,
  minutesPerRow: 30,
};

describe("measureTableColumns", () => {
  it("keeps the label column as narrow as its widest label, and shares the rest", () => {
    const doc = createChecklist();
    const times = measureTableColumns(doc, table, 400);
    const numbers = measureTableColumns(doc, { ...table, rowLabels: "numbers" }, 400);
    const none = measureTableColumns(doc, { ...table, rowLabels: "none" }, 400);
    expect(times.labelWidth).toBeGreaterThan(numbers.labelWidth);
    expect(times.labelWidth).toBeLessThan(90);
    expect(none.labelWidth).toBe(0);
    expect(times.labelWidth + 2 * times.columnWidth).toBeCloseTo(400);
    expect(times.labels[1]).toBe("7:30 am");
  });
});

describe("a table on the page", () => {
  it("moves on whole, and splits between rows with its headings repeated only when taller than a page", () => {
    const base = createChecklist();
    const twenty = { ...table, rowCount: 20 };
    const doc = { ...base, nextId: 10, blocks: [twenty, { ...twenty, id: "b2" }] };
    const pages = paginate(doc).pages;
    expect(pages.map((page) => page.pieces.map((piece) => [piece.blockId, piece.isContinuation]))).toEqual([
      [["b1", false]],
      [["b2", false]],
    ]);

    const tall = { ...base, nextId: 10, blocks: [{ ...table, rowCount: 48 }] };
    const split = paginate(tall).pages.map((page) => page.pieces.filter((piece) => piece.kind === "table"));
    expect(split).toHaveLength(2);
    const second = split[1]?.[0];
    expect(second?.isContinuation).toBe(true);
    expect(second?.rows[0]?.type).toBe("table-head");
    const rows = split.flat().flatMap((piece) => piece.rows.filter((row) => row.type === "table-row"));
    expect(rows.map((row) => (row.type === "table-row" ? row.index : -1))).toEqual(
      Array.from({ length: 48 }, (_, index) => index),
    );
  });
});
