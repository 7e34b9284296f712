import { addDays, getStartOfWeek, getWeekdayColumn, type IsoDate, type WeekStart } from "./iso-date.ts";
import { addTimeUnits, type TimeframeLike, type TimeUnit } from "./timeframe.ts";

/** The calendar settings that decide its grid (period and item counts). */
export type CalendarShape = {
  readonly period: TimeUnit;
  readonly totalItemCount: number;
  readonly itemCountInOneComponent: number;
};

/**
 * The dates a calendar is drawn from: the timeframe (null when the sheet has none), the week start, and
 * whether the sheet is undated (its timeframe kept, its dates printed as blanks to fill in by hand).
 */
export type Dating = {
  readonly timeframe: TimeframeLike | null;
  readonly weekStart: WeekStart;
  readonly isUndated: boolean;
};

export type CalendarGridRow = {
  readonly index: number;
  /** One entry per column: the cell index, or null for a blank before the 1st or after the last day. */
  readonly cells: readonly (number | null)[];
};

/**
 * A dated day calendar seven cells wide is a real month view: the first day sits under its weekday,
 * so the grid starts with blank cells. Every other calendar starts in the first column.
 */
export function isWeekdayAligned(shape: CalendarShape, timeframe: TimeframeLike | null): boolean {
  return shape.period === "day" && shape.itemCountInOneComponent === 7 && timeframe !== null;
}

/** Blank cells before the first day of a month view; an undated month view starts in its first column. */
export function getCalendarOffset(shape: CalendarShape, dating: Dating): number {
  const { timeframe } = dating;
  if (!timeframe || dating.isUndated || !isWeekdayAligned(shape, timeframe)) return 0;
  return getWeekdayColumn(timeframe.start, dating.weekStart);
}

export function countCalendarRows(shape: CalendarShape, offset: number): number {
  return Math.ceil((offset + shape.totalItemCount) / shape.itemCountInOneComponent);
}

/** The document's itemCountInLastComponent: how many cells the last grid row (component) holds. */
export function countLastComponentItems(shape: CalendarShape, offset: number): number {
  const rows = countCalendarRows(shape, offset);
  return offset + shape.totalItemCount - (rows - 1) * shape.itemCountInOneComponent;
}

export function getCalendarGridRows(shape: CalendarShape, offset: number): readonly CalendarGridRow[] {
  const perRow = shape.itemCountInOneComponent;
  return Array.from({ length: countCalendarRows(shape, offset) }, (_, row) => ({
    index: row,
    cells: Array.from({ length: perRow }, (_, column) => {
      const cell = row * perRow + column - offset;
      return cell >= 0 && cell < shape.totalItemCount ? cell : null;
    }),
  }));
}

/**
 * The date a cell stands for (its first day for week and month cells), or null when the sheet has no dates
 * or is undated. Week cells are whole weeks from the document's week start: a month that begins on a
 * Sunday starts with the week that holds that Sunday.
 */
export function getCalendarCellDate(shape: CalendarShape, dating: Dating, cell: number): IsoDate | null {
  const { timeframe } = dating;
  if (!timeframe || dating.isUndated) return null;
  if (shape.period === "week") return addDays(getStartOfWeek(timeframe.start, dating.weekStart), cell * 7);
  return addTimeUnits(timeframe.start, shape.period, cell);
}
