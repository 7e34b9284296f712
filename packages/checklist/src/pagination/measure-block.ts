import { getCalendarGridRows, getCalendarOffset, isWeekdayAligned } from "../calendar/calendar-grid.ts";
import { countLines } from "../measure/break-lines.ts";
import type { Block, IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getCalendarCells } from "../view/calendar-cells.ts";
import { measureIconFieldColumns } from "../view/icon-field-days.ts";
import {
  CALENDAR_CELL_PADDING,
  CALENDAR_CELL_PADDING_X,
  CALENDAR_DATE_LINE,
  CALENDAR_ROW_HEIGHTS,
  CALENDAR_SHRINK,
  DAY_COLUMNS_HEIGHT,
  FIELD_LABEL_PADDING,
  HEADING_PADDING,
  ICON_ROW_HEIGHT,
  ICON_ROW_MIN_HEIGHT,
  ICON_ROW_PADDING,
  LEGEND_PADDING,
  MIN_FIELD_LINES,
  MIN_ROWS_AT_BREAK,
  TEXT_HEADER_PADDING,
  TYPE_SCALE,
  WEEKDAYS_HEIGHT,
  WRITING_LINE_HEIGHT,
} from "./geometry.ts";
import { getItemRowHeight, measureItemRow } from "./item-metrics.ts";
import { measureLegendLines } from "./measure-legend.ts";
import type { ItemRowMetrics, PieceRow } from "./pagination-types.ts";
import { countAnswerLines } from "./text-fields.ts";
import { getTextStyle } from "./text-styles.ts";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type RowDraft = DistributiveOmit<PieceRow, "y">;

/** How blocks are measured: the document, its item rows, the piece width and how tight the page is. */
export type MeasureContext = {
  readonly doc: Checklist;
  readonly itemRow: ItemRowMetrics;
  /** The piece's width: one column, or the whole flow for a full-width block. */
  readonly width: number;
  /** 0 draws blocks at their own size; up to 1 shrinks fields and grids a little to save a page. */
  readonly squeeze: number;
  /** Blank rows each interactive list keeps after its items. */
  readonly spareRows: number;
};

/**
 * A block as fixed-height rows: `lead` opens the block, `repeat` opens each continuation on a later
 * page or column (column headers), and each of `rows` is one unsplittable row. A break may fall
 * before `rows[i]` only where `breaks[i]` (never between an item and its sub-items).
 */
export type BlockMeasure = {
  readonly lead: readonly RowDraft[];
  readonly repeat: readonly RowDraft[];
  readonly rows: readonly RowDraft[];
  readonly breaks: readonly boolean[];
};

/** A text field is one unit unless it is long; then it may break between its writing lines. */
const UNSPLIT_FIELD_LINES = 8;

/** Room a heading leaves for the hairline drawn after it (its gap and least length). */
const HEADING_RULE_ROOM = 36;
/** A text header's band: its accent border and side padding. */
const TEXT_HEADER_ROOM = 4 + 2 * 14;

/** Padding that a tight page (squeeze up to 1) trims by half. */
function squeezed(padding: number, squeeze: number): number {
  return Math.round(padding * (1 - squeeze / 2));
}

function heading(ctx: MeasureContext, title: string): RowDraft[] {
  if (title === "") return [];
  const lines = countLines(title, getTextStyle(ctx.doc, "heading"), ctx.width - HEADING_RULE_ROOM);
  const height = lines * TYPE_SCALE.heading.lineHeight + squeezed(HEADING_PADDING, ctx.squeeze);
  return [{ type: "heading", lines, height }];
}

/** A list of fewer items than this (a day's section of a planner) is never split. */
const SHORT_LIST_ITEMS = 8;

/** A grid splits evenly, if at all: at least this share of its rows on either side of a break. */
const GRID_SHARE_AT_BREAK = 0.4;

function grid(rows: readonly RowDraft[], extra: Partial<BlockMeasure>): BlockMeasure {
  const least = Math.ceil(rows.length * GRID_SHARE_AT_BREAK);
  const breaks = rows.map((_, index) => index >= least && rows.length - index >= least);
  return { lead: [], repeat: [], rows, breaks, ...extra };
}

function measureField(ctx: MeasureContext, block: Block & { label: string; lines: number }): BlockMeasure {
  const style = getTextStyle(ctx.doc, "label");
  const labelLines = block.label === "" ? 0 : countLines(block.label, style, ctx.width);
  const labelHeight = labelLines * TYPE_SCALE.label.lineHeight + FIELD_LABEL_PADDING;
  const label: RowDraft[] =
    labelLines === 0 ? [] : [{ type: "label", lines: labelLines, height: labelHeight }];
  const shrunk = Math.round(
    block.lines - ctx.squeeze * (block.lines - Math.min(block.lines, MIN_FIELD_LINES)),
  );
  const answer =
    block.kind === "interactive-text-field" ? countAnswerLines(ctx.doc, block.value, ctx.width) : 0;
  const count = Math.max(shrunk, answer);
  const lines: RowDraft[] = Array.from({ length: count }, (_, from) => ({
    type: "lines",
    from,
    count: 1,
    height: WRITING_LINE_HEIGHT,
  }));
  const isSplittable = count > UNSPLIT_FIELD_LINES;
  return { lead: label, repeat: [], rows: lines, breaks: lines.map(() => isSplittable) };
}

function measureList(
  ctx: MeasureContext,
  block: Block & { kind: "list" | "interactive-list" },
): BlockMeasure {
  const items: RowDraft[] = block.items.map((item, index) => ({
    type: "item",
    itemId: item.id,
    index,
    depth: item.depth,
    ...measureItemRow(ctx.doc, ctx.itemRow, ctx.width, item, ctx.squeeze),
  }));
  const spareCount = block.kind === "interactive-list" ? ctx.spareRows : 0;
  const spareHeight = getItemRowHeight(ctx.itemRow, 1, ctx.squeeze);
  const spare: RowDraft[] = Array.from({ length: spareCount }, (_, index) => ({
    type: "spare",
    index,
    height: spareHeight,
  }));
  const rows = [...items, ...spare];
  // A short list moves on whole; a sub-item stays with its parent, and the blank rows with the last
  // items: a break falls only before an item, with at least MIN_ROWS_AT_BREAK items on either side.
  const isShort = items.length < SHORT_LIST_ITEMS;
  const breaks = rows.map(
    (row, index) =>
      !isShort &&
      row.type === "item" &&
      row.depth === 1 &&
      index >= MIN_ROWS_AT_BREAK &&
      items.length - index >= MIN_ROWS_AT_BREAK,
  );
  return { lead: heading(ctx, block.title), repeat: [], rows, breaks };
}

function measureIconField(ctx: MeasureContext, block: IconFieldBlock): BlockMeasure {
  const { labelWidth } = measureIconFieldColumns(ctx.width, block.days, ctx.doc.showRowTotals);
  const style = getTextStyle(ctx.doc, "rowLabel");
  const base = Math.round(ICON_ROW_HEIGHT - ctx.squeeze * (ICON_ROW_HEIGHT - ICON_ROW_MIN_HEIGHT));
  const columns: RowDraft = { type: "day-columns", height: DAY_COLUMNS_HEIGHT };
  const legend: RowDraft[] = [];
  if (block.legend.length > 0) {
    const lines = measureLegendLines(ctx.doc, block.legend, ctx.width);
    legend.push({ type: "legend", lines, height: lines * TYPE_SCALE.legend.lineHeight + LEGEND_PADDING });
  }
  const rows = block.rows.map((row, index): RowDraft => {
    // The label cell pads 2px left and 10px right.
    const lines = row.text === "" ? 1 : countLines(row.text, style, labelWidth - 12);
    const height = Math.max(base, lines * TYPE_SCALE.rowLabel.lineHeight + ICON_ROW_PADDING);
    return { type: "icon-row", rowId: row.id, index, lines, height };
  });
  return grid(rows, { lead: [...heading(ctx, block.title), ...legend, columns], repeat: [columns] });
}

function measureCalendar(ctx: MeasureContext): BlockMeasure {
  const { doc } = ctx;
  const weekdays: RowDraft[] = isWeekdayAligned(doc.calendar, doc.timeframe)
    ? [{ type: "weekdays", height: WEEKDAYS_HEIGHT }]
    : [];
  const offset = getCalendarOffset(doc.calendar, doc);
  const cells = getCalendarCells(doc);
  const style = getTextStyle(doc, "cellTitle");
  const size = CALENDAR_ROW_HEIGHTS[doc.calendar.size];
  const base = Math.round(size * (1 - CALENDAR_SHRINK * ctx.squeeze));
  const rows = getCalendarGridRows(doc.calendar, offset).map((row): RowDraft => {
    const textWidth = ctx.width / row.cells.length - 2 * CALENDAR_CELL_PADDING_X;
    const lines = Math.max(
      0,
      ...row.cells.map((index) => {
        const title = index === null ? "" : (cells[index]?.title ?? "");
        return title === "" ? 0 : countLines(title, style, textWidth);
      }),
    );
    const needed = 2 * CALENDAR_CELL_PADDING + CALENDAR_DATE_LINE + lines * TYPE_SCALE.cellTitle.lineHeight;
    return { type: "calendar-row", ...row, height: Math.max(base, needed) };
  });
  return grid(rows, { lead: weekdays, repeat: weekdays });
}

export function measureBlock(ctx: MeasureContext, block: Block): BlockMeasure {
  switch (block.kind) {
    case "text-header": {
      const lines = countLines(block.text, getTextStyle(ctx.doc, "heading"), ctx.width - TEXT_HEADER_ROOM);
      const height = lines * TYPE_SCALE.heading.lineHeight + squeezed(TEXT_HEADER_PADDING, ctx.squeeze);
      return { lead: [{ type: "heading", lines, height }], repeat: [], rows: [], breaks: [] };
    }
    case "text-field":
    case "interactive-text-field":
      return measureField(ctx, block);
    case "list":
    case "interactive-list":
      return measureList(ctx, block);
    case "icon-field":
      return measureIconField(ctx, block);
    case "calendar":
      return measureCalendar(ctx);
  }
}
