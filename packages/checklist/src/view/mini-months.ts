import { isWeekdayAligned } from "../calendar/calendar-grid.ts";
import {
  addMonths,
  daysInMonth,
  getStartOfMonth,
  getWeekdayColumn,
  parseIsoDate,
} from "../calendar/iso-date.ts";
import { formatMonthYear, getWeekdayNames } from "../calendar/names.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/** The side column beside a month grid with small months: this share of the calendar's width. */
const SIDE_SHARE = 0.27;
/** Space between the month grid and the side column. */
export const MINI_MONTHS_GAP = 16;

/** A small month's slots, in CSS px: its name, its weekday letters, and six rows of day numbers. */
export const MINI_MONTH = { label: 20, weekdays: 15, row: 15, rows: 6, gap: 14 } as const;
/** One small month's height, gap under it included. */
export const MINI_MONTH_HEIGHT =
  MINI_MONTH.label + MINI_MONTH.weekdays + MINI_MONTH.rows * MINI_MONTH.row + MINI_MONTH.gap;
/** The notes column's label and the space between its ruled lines. */
export const MINI_NOTES = { label: 22, line: 28 } as const;

/** A small month: its name ("October 2026"), weekday letters from the week start, and its weeks' days. */
export type MiniMonth = {
  readonly label: string;
  readonly weekdays: readonly string[];
  /** Six weeks of seven days: the day of the month, or null before the 1st and after the last. */
  readonly weeks: readonly (readonly (number | null)[])[];
};

/** The calendar is a month view of a monthly sheet (days seven wide): where small months may stand beside it. */
export function hasMonthView(doc: Checklist): boolean {
  return doc.timeframe?.unit === "month" && isWeekdayAligned(doc.calendar, doc.timeframe);
}

/**
 * The calendar prints small months and a notes column beside its grid: the setting is on
 * (`calendar.miniMonths`) and the calendar is a month view (`hasMonthView`).
 */
export function hasMiniMonths(doc: Checklist): boolean {
  return doc.calendar.miniMonths && hasMonthView(doc);
}

/** How a calendar of `width` px divides: the month grid, then the side column of small months and notes. */
export function getMiniMonthsColumns(width: number): { readonly grid: number; readonly side: number } {
  const side = Math.round(width * SIDE_SHARE);
  return { grid: width - side - MINI_MONTHS_GAP, side };
}

function buildMiniMonth(start: string, doc: Checklist): MiniMonth {
  const date = parseIsoDate(start);
  const days = date ? daysInMonth(date.year, date.month) : 30;
  const offset = getWeekdayColumn(start, doc.weekStart);
  const weeks = Array.from({ length: MINI_MONTH.rows }, (_, week) =>
    Array.from({ length: 7 }, (_, column) => {
      const day = week * 7 + column - offset + 1;
      return day >= 1 && day <= days ? day : null;
    }),
  );
  return {
    label: formatMonthYear(start, doc.locale),
    weekdays: getWeekdayNames(doc.locale, doc.weekStart, "narrow"),
    weeks,
  };
}

/**
 * The months before and after the sheet's, small (day numbers only), in the document's locale and from
 * its week start. None on an undated sheet: it has no month to be beside, so its side column is all
 * notes; none either where `hasMiniMonths` is false.
 */
export function getMiniMonths(doc: Checklist): readonly MiniMonth[] {
  if (!hasMiniMonths(doc) || doc.isUndated || !doc.timeframe) return [];
  const month = getStartOfMonth(doc.timeframe.start);
  return [buildMiniMonth(addMonths(month, -1), doc), buildMiniMonth(addMonths(month, 1), doc)];
}
