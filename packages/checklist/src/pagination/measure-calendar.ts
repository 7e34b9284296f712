import { getCalendarGridRows, getCalendarOffset, isWeekdayAligned } from "../calendar/calendar-grid.ts";
import { countLines } from "../measure/break-lines.ts";
import { getCalendarCells } from "../view/calendar-cells.ts";
import { getMiniMonthsColumns, hasMiniMonths, MINI_MONTH_HEIGHT, MINI_NOTES } from "../view/mini-months.ts";
import {
  CALENDAR_CELL_PADDING,
  CALENDAR_CELL_PADDING_X,
  CALENDAR_DATE_LINE,
  CALENDAR_ROW_HEIGHTS,
  CALENDAR_SHRINK,
  SMALL_PAPER_CALENDAR_SHRINK,
  TYPE_SCALE,
  WEEKDAYS_HEIGHT,
} from "./geometry.ts";
import type { BlockMeasure, MeasureContext, RowDraft } from "./measure-block.ts";
import { grid, sumHeights } from "./row-breaks.ts";
import { getTextStyle } from "./text-styles.ts";

/**
 * A month as rows of weeks under the weekday names: each week as tall as its size (shrinking on a tight page,
 * more on small paper) and as its longest day title; small months and notes, when shown, take a side column.
 */
export function measureCalendar(ctx: MeasureContext): BlockMeasure {
  const { doc } = ctx;
  const weekdays: RowDraft[] = isWeekdayAligned(doc.calendar, doc.timeframe)
    ? [{ type: "weekdays", height: WEEKDAYS_HEIGHT }]
    : [];
  const offset = getCalendarOffset(doc.calendar, doc);
  const cells = getCalendarCells(doc);
  const style = getTextStyle(doc, "cellTitle");
  const size = CALENDAR_ROW_HEIGHTS[doc.calendar.size];
  const shrink = ctx.isSmallPaper ? SMALL_PAPER_CALENDAR_SHRINK : CALENDAR_SHRINK;
  const base = Math.round(size * (1 - shrink * ctx.squeeze));
  const isBeside = hasMiniMonths(doc);
  // Small months and notes take a side column; the month grid the rest.
  const gridWidth = isBeside ? getMiniMonthsColumns(ctx.width).grid : ctx.width;
  const grown = getCalendarGridRows(doc.calendar, offset).map((row): RowDraft => {
    const textWidth = gridWidth / row.cells.length - 2 * CALENDAR_CELL_PADDING_X;
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
  // The side column holds two small months, the notes label and two ruled lines at least.
  const side = 2 * MINI_MONTH_HEIGHT + MINI_NOTES.label + 2 * MINI_NOTES.line;
  const short = isBeside ? side - sumHeights([...weekdays, ...grown]) : 0;
  const rows = grown.map((row) => ({
    ...row,
    height: row.height + Math.max(0, Math.ceil(short / grown.length)),
  }));
  return grid(rows, { lead: weekdays, repeat: weekdays });
}
