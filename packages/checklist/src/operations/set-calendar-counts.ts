import { getDefaultCalendarTitles } from "../calendar/calendar-titles.ts";
import { getCalendarContext, withDerivedCounts } from "../model/calendar-settings.ts";
import { recallTitles, rememberTitles } from "../model/saved-titles.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";

export type SetCalendarCountsInput = {
  /** Number of cells. */
  readonly totalItemCount?: number;
  /** Cells per row (component). */
  readonly itemCountInOneComponent?: number;
};

function isCount(value: number | undefined, max: number): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= max;
}

/**
 * Resizes the calendar grid. Changing the cell count saves the titles under the old count and
 * restores those saved for the new one; without any, typed titles are kept and new cells get
 * default titles. Ticks on cells that no longer exist are dropped.
 */
export function setCalendarCounts(doc: Checklist, input: SetCalendarCountsInput): Checklist {
  const calendar = doc.calendar;
  const total = isCount(input.totalItemCount, LIMITS.calendarCells)
    ? input.totalItemCount
    : calendar.totalItemCount;
  const perRow = isCount(input.itemCountInOneComponent, LIMITS.calendarPerRow)
    ? input.itemCountInOneComponent
    : calendar.itemCountInOneComponent;
  if (total === calendar.totalItemCount && perRow === calendar.itemCountInOneComponent) return doc;
  const context = getCalendarContext(doc);
  let { titles, savedTitles } = calendar;
  if (total !== calendar.totalItemCount) {
    savedTitles = rememberTitles(calendar);
    const defaults = getDefaultCalendarTitles(
      { period: calendar.period, totalItemCount: total },
      context.timeframe,
      context.locale,
      context.weekStart,
    );
    titles =
      recallTitles(savedTitles, calendar.period, total)?.titles ??
      defaults.map((title, index) => calendar.titles[index] ?? title);
  }
  const next = { ...calendar, totalItemCount: total, itemCountInOneComponent: perRow, titles, savedTitles };
  return { ...doc, calendar: withDerivedCounts(next, context) };
}
