import { countLines } from "../measure/break-lines.ts";
import type { Block, IconFieldBlock, TableBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getDayBands, measureIconFieldColumns } from "../view/icon-field-days.ts";
import { getGridMonths } from "../view/year-grid.ts";
import {
  DAY_BAND_GAP,
  DAY_COLUMNS_HEIGHT,
  FIELD_LABEL_PADDING,
  HEADING_PADDING,
  ICON_ROW_HEIGHT,
  ICON_ROW_MIN_HEIGHT,
  ICON_ROW_PADDING,
  LEGEND_PADDING,
  MIN_FIELD_LINES,
  MIN_ROWS_AT_BREAK,
  TABLE_CELL_PADDING_X,
  TABLE_HEAD_PADDING,
  TABLE_ROW_MIN_HEIGHT,
  TEXT_HEADER_PADDING,
  TYPE_SCALE,
  WRITING_LINE_HEIGHT,
} from "./geometry.ts";
import { getItemRowHeight, measureItemRow } from "./item-metrics.ts";
import { measureCalendar } from "./measure-calendar.ts";
import { measureLegendLines } from "./measure-legend.ts";
import type { ItemRowMetrics, PieceRow } from "./pagination-types.ts";
import { grid } from "./row-breaks.ts";
import { measureTableColumns } from "./table-columns.ts";
import { countAnswerLines, getAnswerWidth, isBoxField } from "./text-fields.ts";
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
  /** A title followed by a rule (all but the days of a week across, whose titles are underlined). */
  readonly isHeadingRuled?: boolean;
  /** A4 or Letter in landscape: tracker cells are wider there (`hasRoomyCells`). */
  readonly isRoomy?: boolean;
  /** A5 or half-letter: a month's rows may shrink further to keep the calendar whole on its page. */
  readonly isSmallPaper?: boolean;
};

/**
 * A block as fixed-height rows: `lead` opens the block, `repeat` opens each continuation on a later
 * page or column (column headers), and each of `rows` is one unsplittable row. A break may fall
 * before `rows[i]` only where `breaks[i]` (never between an item and its sub-items).
 */
export type BlockMeasure = {
  readonly lead: readonly RowDraft[];
  readonly repeat: readonly RowDraft[];
  /** When a continuation's opening rows depend on where it starts: `repeats[i]` opens one at `rows[i]`. */
  readonly repeats?: readonly (readonly RowDraft[])[];
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
  const rule = ctx.isHeadingRuled === false ? 0 : HEADING_RULE_ROOM;
  const lines = countLines(title, getTextStyle(ctx.doc, "heading"), ctx.width - rule);
  const height = lines * TYPE_SCALE.heading.lineHeight + squeezed(HEADING_PADDING, ctx.squeeze);
  return [{ type: "heading", lines, height }];
}

/** A list of fewer items than this (a day's section of a planner) is never split. */
const SHORT_LIST_ITEMS = 8;

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
    block.kind === "interactive-text-field"
      ? countAnswerLines(ctx.doc, block.value, getAnswerWidth(block, ctx.width))
      : 0;
  const count = Math.max(shrunk, answer);
  const lines: RowDraft[] = Array.from({ length: count }, (_, from) => ({
    type: "lines",
    from,
    count: 1,
    height: WRITING_LINE_HEIGHT,
  }));
  // A box to draw in is one frame: it breaks only where a page cannot hold it whole.
  const isSplittable = count > UNSPLIT_FIELD_LINES && !isBoxField(block);
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
  const { labelWidth, bandDays } = measureIconFieldColumns(
    ctx.width,
    block,
    ctx.doc.showRowTotals,
    ctx.isRoomy,
  );
  const style = getTextStyle(ctx.doc, "rowLabel");
  const base = Math.round(ICON_ROW_HEIGHT - ctx.squeeze * (ICON_ROW_HEIGHT - ICON_ROW_MIN_HEIGHT));
  const legend: RowDraft[] = [];
  if (block.legend.length > 0) {
    const lines = measureLegendLines(ctx.doc, block.legend, ctx.width);
    legend.push({ type: "legend", lines, height: lines * TYPE_SCALE.legend.lineHeight + LEGEND_PADDING });
  }
  const months = getGridMonths(ctx.doc, block);
  const labels = block.rows.map((row, index) => {
    // The label cell pads 2px left and 10px right; a year grid's rows are named by their month.
    const text = months ? (months[index]?.label ?? "") : row.text;
    const lines = text === "" ? 1 : countLines(text, style, labelWidth - 12);
    return { lines, height: Math.max(base, lines * TYPE_SCALE.rowLabel.lineHeight + ICON_ROW_PADDING) };
  });
  // Each band of days: its day numbers, then every row over those days. A band after the first opens
  // with its own day numbers, set apart; a continuation repeats the numbers of the band it continues.
  const bands = getDayBands(block.days, bandDays).map((band, index) => ({
    columns: {
      type: "day-columns",
      ...band,
      height: DAY_COLUMNS_HEIGHT + (index > 0 ? DAY_BAND_GAP : 0),
    } satisfies RowDraft,
    rows: block.rows.map(
      (row, rowIndex): RowDraft => ({
        type: "icon-row",
        rowId: row.id,
        index: rowIndex,
        ...band,
        lines: labels[rowIndex]?.lines ?? 1,
        height: labels[rowIndex]?.height ?? base,
      }),
    ),
  }));
  const [first, ...later] = bands;
  if (!first) return grid([], { lead: [...heading(ctx, block.title), ...legend] });
  const opening = { ...first.columns, height: DAY_COLUMNS_HEIGHT };
  const rows: RowDraft[] = [...first.rows];
  const repeats: RowDraft[][] = first.rows.map(() => [opening]);
  for (const band of later) {
    rows.push(band.columns, ...band.rows);
    repeats.push([], ...band.rows.map(() => [{ ...band.columns, height: DAY_COLUMNS_HEIGHT }]));
  }
  const measure = grid(rows, { lead: [...heading(ctx, block.title), ...legend, opening], repeat: [opening] });
  if (later.length === 0) return measure;
  // Bands break whole: a page or column ends only where the next band begins.
  const breaks = rows.map((row, index) => index > 0 && row.type === "day-columns");
  return { ...measure, breaks, repeats };
}

/**
 * A table: its title, the headings (label style), then one writing row per line. It moves on whole, and
 * splits between rows, its headings repeated, only where it is taller than a page.
 */
function measureTable(ctx: MeasureContext, block: TableBlock): BlockMeasure {
  const { columnWidth } = measureTableColumns(ctx.doc, block, ctx.width);
  const style = getTextStyle(ctx.doc, "label");
  const lines = Math.max(
    1,
    ...block.columns.map((text) => countLines(text, style, columnWidth - 2 * TABLE_CELL_PADDING_X)),
  );
  const head: RowDraft = {
    type: "table-head",
    lines,
    height: lines * TYPE_SCALE.label.lineHeight + TABLE_HEAD_PADDING,
  };
  const height = Math.round(WRITING_LINE_HEIGHT - ctx.squeeze * (WRITING_LINE_HEIGHT - TABLE_ROW_MIN_HEIGHT));
  const rows = Array.from(
    { length: block.rowCount },
    (_, index): RowDraft => ({ type: "table-row", index, height }),
  );
  return { lead: [...heading(ctx, block.title), head], repeat: [head], rows, breaks: rows.map(() => false) };
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
    case "table":
      return measureTable(ctx, block);
    case "calendar":
      return measureCalendar(ctx);
  }
}
