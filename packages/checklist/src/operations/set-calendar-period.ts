import { getDefaultCalendarCounts, getDefaultCalendarTitles } from "../calendar/calendar-titles.ts";
import { getCalendarContext, withDerivedCounts } from "../model/calendar-settings.ts";
import { isOneOf } from "../model/is-one-of.ts";
import { recallTitles, rememberTitles } from "../model/saved-titles.ts";
import type { CalendarPeriod } from "../schema/calendar-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetCalendarPeriodInput = { readonly period: CalendarPeriod };

const ROW_WIDTH: Readonly<Record<CalendarPeriod, number>> = { day: 7, week: 4, month: 4 };

/**
 * The Design tab's period switch. The current titles are saved under the old period and count;
 * the new period comes back with the count and titles last used for it, or with its defaults.
 */
export function setCalendarPeriod(doc: Checklist, input: SetCalendarPeriodInput): Checklist {
  const calendar = doc.calendar;
  if (!isOneOf(input.period, ["day", "week", "month"] as const) || input.period === calendar.period)
    return doc;
  const context = getCalendarContext(doc);
  const savedTitles = rememberTitles(calendar);
  const recalled = recallTitles(savedTitles, input.period);
  const counts = recalled
    ? {
        totalItemCount: recalled.totalItemCount,
        itemCountInOneComponent: Math.min(ROW_WIDTH[input.period], recalled.totalItemCount),
      }
    : getDefaultCalendarCounts(input.period, context);
  const titles =
    recalled?.titles ??
    getDefaultCalendarTitles(
      { period: input.period, ...counts },
      context.timeframe,
      context.locale,
      context.weekStart,
    );
  return {
    ...doc,
    calendar: withDerivedCounts(
      { ...calendar, period: input.period, ...counts, titles, savedTitles, checkedCells: [] },
      context,
    ),
  };
}
