import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getLayout } from "../layouts.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { applyCommands, commandArbitrary, commandsArbitrary, startArbitrary } from "../test/arbitraries.ts";
import { paginate } from "./paginate.ts";
import type { Pagination } from "./pagination-types.ts";
import { plannerOrder } from "./planner-order.ts";
import { getLeastRowHeight } from "./row-room.ts";

const EPSILON = 1e-6;

/** Every item and tracker row once, in reading order: the document's, or the planner's (layout 3). */
function expectedRows(doc: Checklist): string[] {
  const blocks = getLayout(doc.layout).datedBlocksFirst ? plannerOrder(doc.blocks) : doc.blocks;
  return blocks.flatMap((block) => {
    if (block.kind === "list" || block.kind === "interactive-list")
      return block.items.map((item) => `item:${item.id}`);
    if (block.kind === "icon-field") return block.rows.map((row) => `row:${row.id}`);
    return [];
  });
}

function placedRows(pagination: Pagination): string[] {
  return pagination.pages.flatMap((page) =>
    page.pieces.flatMap((piece) =>
      piece.rows.flatMap((row) =>
        row.type === "item" ? [`item:${row.itemId}`] : row.type === "icon-row" ? [`row:${row.rowId}`] : [],
      ),
    ),
  );
}

function checkPagination(doc: Checklist, pagination: Pagination): void {
  // Every item and icon row appears exactly once, whole, in document order.
  expect(placedRows(pagination)).toEqual(expectedRows(doc));
  const calendarRows = pagination.pages.flatMap((page) =>
    page.pieces.flatMap((piece) =>
      piece.rows.flatMap((row) => (row.type === "calendar-row" ? [row.index] : [])),
    ),
  );
  const hasCalendar = doc.blocks.some((block) => block.kind === "calendar");
  if (hasCalendar) expect(calendarRows).toEqual(calendarRows.map((_, index) => index));
  expect(pagination.pages.length).toBeGreaterThanOrEqual(1);
  for (const page of pagination.pages) {
    const { flow, content } = page;
    expect(flow.y).toBeGreaterThanOrEqual(content.y);
    expect(flow.y + flow.height).toBeLessThanOrEqual(content.y + content.height);
    const counted = new Set(
      page.pieces.filter((piece) => piece.kind !== "text-header").map((piece) => piece.blockId),
    );
    if (doc.blockPerPage !== null) expect(counted.size).toBeLessThanOrEqual(doc.blockPerPage);
    const byColumn = new Map<number, { y: number; height: number }[]>();
    for (const piece of page.pieces) {
      // Every piece fits inside the page's flow box, and so inside its content box.
      expect(piece.x).toBeGreaterThanOrEqual(flow.x - EPSILON);
      expect(piece.x + piece.width).toBeLessThanOrEqual(flow.x + flow.width + EPSILON);
      expect(piece.y).toBeGreaterThanOrEqual(flow.y);
      expect(piece.y + piece.height).toBeLessThanOrEqual(flow.y + flow.height);
      // A week across (layout 6) stands a day in each of up to seven columns.
      expect(piece.column).toBeLessThan(getLayout(doc.layout).daysAcross ? 7 : getLayout(doc.layout).columns);
      // Rows tile the piece exactly, each tall enough for its text.
      let y = 0;
      for (const row of piece.rows) {
        expect(row.y).toBe(y);
        expect(row.height).toBeGreaterThanOrEqual(getLeastRowHeight(row, pagination.itemRow));
        y += row.height;
      }
      expect(y).toBe(piece.height);
      byColumn.set(piece.column, [...(byColumn.get(piece.column) ?? []), piece]);
    }
    for (const pieces of byColumn.values()) {
      pieces.forEach((piece, index) => {
        const previous = pieces[index - 1];
        if (previous) expect(piece.y).toBeGreaterThanOrEqual(previous.y + previous.height);
      });
    }
  }
}

describe("pagination of random documents", () => {
  it("never splits an item and keeps every piece inside its page", () => {
    fc.assert(
      fc.property(startArbitrary, commandsArbitrary, (start, commands) => {
        const doc = applyCommands(start, commands);
        checkPagination(doc, paginate(doc, "a4"));
        checkPagination(doc, paginate(doc, "letter"));
      }),
      { numRuns: 200 },
    );
  });

  it("depends on the document alone", () => {
    fc.assert(
      fc.property(startArbitrary, fc.array(commandArbitrary, { maxLength: 10 }), (start, commands) => {
        const doc = applyCommands(start, commands);
        expect(paginate(JSON.parse(JSON.stringify(doc)))).toEqual(paginate(doc));
      }),
      { numRuns: 50 },
    );
  });
});
