import { getCalendarOffset, isWeekdayAligned } from "../calendar/calendar-grid.ts";
import { addDays } from "../calendar/iso-date.ts";
import { getWeekNumber } from "../calendar/week-numbers.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/**
 * The week number of each row of a month view (by grid row index), by the rule of the document's week
 * start (`getWeekNumber`); an empty list where none are printed: week numbers off, an undated sheet, or no
 * month view.
 */
export function getCalendarWeekNumbers(doc: Checklist): readonly number[] {
  const { calendar, timeframe } = doc;
  if (!doc.showWeekNumbers || doc.isUndated || !timeframe || !isWeekdayAligned(calendar, timeframe))
    return [];
  const offset = getCalendarOffset(calendar, doc);
  const rows = Math.ceil((offset + calendar.totalItemCount) / 7);
  return Array.from({ length: rows }, (_, row) =>
    getWeekNumber(addDays(timeframe.start, row * 7 - offset), doc.weekStart),
  );
}
