import type { z } from "zod";
import { countLastComponentItems, getCalendarOffset } from "../calendar/calendar-grid.ts";
import type { WeekStart } from "../calendar/iso-date.ts";
import { isValidIsoDate } from "../calendar/iso-date.ts";
import { formatCount } from "../text/format-count.ts";
import { type Block, YEAR_GRID } from "./block-schema.ts";
import type { CalendarSettings, Timeframe } from "./calendar-schema.ts";
import { LIMITS } from "./limits.ts";

const CELL = { one: "cell", other: "cells" };
const TITLE = { one: "title", other: "titles" };

/** The fields the cross-field rules read (typed structurally to avoid a cycle with the schema). */
type RuleInput = {
  readonly nextId: number;
  readonly weekStart: WeekStart;
  readonly timeframe: Timeframe | null;
  readonly isUndated: boolean;
  readonly itemOptions: { readonly maxlength: number };
  readonly calendar: CalendarSettings;
  readonly blocks: readonly Block[];
};

type Ctx = z.RefinementCtx<unknown>;
type Path = (string | number)[];

function report(ctx: Ctx, path: Path, message: string): void {
  ctx.addIssue({ code: "custom", path, message, input: undefined });
}

function checkId(ctx: Ctx, doc: RuleInput, seen: Set<string>, id: string, path: Path): void {
  if (seen.has(id)) report(ctx, path, `Duplicate id '${id}'`);
  seen.add(id);
  if (Number(id.slice(1)) >= doc.nextId) report(ctx, path, `Id '${id}' must be below nextId (${doc.nextId})`);
}

function checkBlock(ctx: Ctx, doc: RuleInput, seen: Set<string>, block: Block, path: Path): number {
  checkId(ctx, doc, seen, block.id, [...path, "id"]);
  if (block.kind === "list" || block.kind === "interactive-list") {
    block.items.forEach((item, index) => {
      const at = [...path, "items", index];
      checkId(ctx, doc, seen, item.id, [...at, "id"]);
      if (index === 0 && item.depth === 2)
        report(ctx, [...at, "depth"], "The first item cannot be a sub-item");
      if (index > 0 && item.isPlaceholder)
        report(ctx, [...at, "isPlaceholder"], "Only the first item can be a placeholder");
      const max = doc.itemOptions.maxlength;
      // Text over the hard limit already has an issue from the item schema.
      if (item.text.length > max && item.text.length <= LIMITS.itemText)
        report(ctx, [...at, "text"], `Too long (max ${max})`);
    });
    return block.items.length;
  }
  if (block.kind === "icon-field") {
    const maxValue = Math.max(1, block.legend.length);
    if (block.grid === "year" && block.days !== YEAR_GRID.days)
      report(ctx, [...path, "days"], `A year grid has ${YEAR_GRID.days} day columns`);
    if (block.grid === "year" && block.rows.length !== YEAR_GRID.months)
      report(ctx, [...path, "rows"], `A year grid has ${YEAR_GRID.months} rows, one per month`);
    block.rows.forEach((row, index) => {
      const at = [...path, "rows", index];
      checkId(ctx, doc, seen, row.id, [...at, "id"]);
      if (row.cells.length !== block.days)
        report(ctx, [...at, "cells"], `Expected ${formatCount(block.days, CELL)}, one per day`);
      if (row.cells.some((value) => value > maxValue)) {
        report(ctx, [...at, "cells"], `Cell value out of range (max ${maxValue})`);
      }
    });
  }
  return 0;
}

function checkCalendar(ctx: Ctx, doc: RuleInput): void {
  const calendar = doc.calendar;
  const count = calendar.totalItemCount;
  if (calendar.titles.length !== count) {
    report(ctx, ["calendar", "titles"], `Expected ${formatCount(count, TITLE)}, one per cell`);
  }
  const isGridValid = [count, calendar.itemCountInOneComponent].every(
    (value) => Number.isInteger(value) && value >= 1,
  );
  // Out-of-range counts already have their own issues; a derived count from them means nothing.
  if (!isGridValid) return;
  const timeframe = doc.timeframe && isValidIsoDate(doc.timeframe.start) ? doc.timeframe : null;
  const expectedLast = countLastComponentItems(
    calendar,
    getCalendarOffset(calendar, { timeframe, weekStart: doc.weekStart, isUndated: doc.isUndated }),
  );
  if (calendar.itemCountInLastComponent !== expectedLast) {
    report(ctx, ["calendar", "itemCountInLastComponent"], `Expected ${expectedLast} (cells in the last row)`);
  }
  calendar.checkedCells.forEach((cell, index) => {
    const previous = calendar.checkedCells[index - 1];
    if (cell >= count) report(ctx, ["calendar", "checkedCells", index], `No such cell (max ${count - 1})`);
    if (previous !== undefined && previous >= cell) {
      report(ctx, ["calendar", "checkedCells", index], "Checked cells must be unique and ascending");
    }
  });
  const keys = new Set<string>();
  calendar.savedTitles.forEach((saved, index) => {
    const key = `${saved.period}-${saved.totalItemCount}`;
    if (keys.has(key)) report(ctx, ["calendar", "savedTitles", index], `Titles for ${key} saved twice`);
    keys.add(key);
    if (saved.titles.length !== saved.totalItemCount) {
      report(
        ctx,
        ["calendar", "savedTitles", index, "titles"],
        `Expected ${formatCount(saved.totalItemCount, TITLE)}`,
      );
    }
  });
}

/** Rules that span fields: unique ids below nextId, list structure, grid sizes, calendar counts. */
export function checkChecklistRules(doc: RuleInput, ctx: Ctx): void {
  const seen = new Set<string>();
  let itemCount = 0;
  let calendarBlocks = 0;
  doc.blocks.forEach((block, index) => {
    itemCount += checkBlock(ctx, doc, seen, block, ["blocks", index]);
    if (block.kind === "calendar" && ++calendarBlocks > 1) {
      report(ctx, ["blocks", index], "Only one calendar block per document");
    }
  });
  if (itemCount > LIMITS.itemsPerDocument) {
    report(ctx, ["blocks"], `Too many items in the document (max ${LIMITS.itemsPerDocument})`);
  }
  checkCalendar(ctx, doc);
}
