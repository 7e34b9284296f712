import { getCalendarOffset, isWeekdayAligned } from "../calendar/calendar-grid.ts";
import { addDays, getIsoWeekNumber } from "../calendar/iso-date.ts";
import { usesIsoWeekNumbers } from "../calendar/week-numbers.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/**
 * The ISO week number of each row of a month view (by grid row index), for locales that number
 * weeks and Monday-first grids; an empty list where none are printed.
 */
export function getCalendarWeekNumbers(doc: Checklist): readonly number[] {
  const { calendar, timeframe } = doc;
  if (!timeframe || !isWeekdayAligned(calendar, timeframe)) return [];
  if (doc.weekStart !== "monday" || !usesIsoWeekNumbers(doc.locale)) return [];
  const offset = getCalendarOffset(calendar, timeframe, doc.weekStart);
  const rows = Math.ceil((offset + calendar.totalItemCount) / 7);
  return Array.from({ length: rows }, (_, row) =>
    getIsoWeekNumber(addDays(timeframe.start, row * 7 - offset)),
  );
}
