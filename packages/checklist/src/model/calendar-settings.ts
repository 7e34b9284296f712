import { countLastComponentItems, type Dating, getCalendarOffset } from "../calendar/calendar-grid.ts";
import { getDefaultCalendarTitles } from "../calendar/calendar-titles.ts";
import type { WeekStart } from "../calendar/iso-date.ts";
import type { CalendarPeriod, CalendarSettings, CalendarSize, Timeframe } from "../schema/calendar-schema.ts";

export type CalendarContext = Dating & {
  readonly timeframe: Timeframe | null;
  readonly locale: string;
};

export type CalendarInput = {
  readonly period: CalendarPeriod;
  readonly size: CalendarSize;
  readonly totalItemCount: number;
  readonly itemCountInOneComponent: number;
  readonly titles?: readonly string[];
  /** The months before and after, small, beside a month view (off unless said). */
  readonly miniMonths?: boolean;
};

export function buildCalendar(input: CalendarInput, context: CalendarContext): CalendarSettings {
  const titles =
    input.titles ?? getDefaultCalendarTitles(input, context.timeframe, context.locale, context.weekStart);
  return withDerivedCounts(
    {
      ...input,
      itemCountInLastComponent: input.itemCountInOneComponent,
      titles,
      savedTitles: [],
      checkedCells: [],
      miniMonths: input.miniMonths ?? false,
    },
    context,
  );
}

/** Recomputes what follows from the other fields: the last row's size and which ticks still exist. */
export function withDerivedCounts(calendar: CalendarSettings, context: CalendarContext): CalendarSettings {
  const offset = getCalendarOffset(calendar, context);
  const itemCountInLastComponent = countLastComponentItems(calendar, offset);
  const checkedCells = calendar.checkedCells.filter((cell) => cell < calendar.totalItemCount);
  if (
    itemCountInLastComponent === calendar.itemCountInLastComponent &&
    checkedCells.length === calendar.checkedCells.length
  ) {
    return calendar;
  }
  return { ...calendar, itemCountInLastComponent, checkedCells };
}

export function hasDefaultTitles(calendar: CalendarSettings, context: CalendarContext): boolean {
  const defaults = getDefaultCalendarTitles(calendar, context.timeframe, context.locale, context.weekStart);
  return defaults.every((title, index) => calendar.titles[index] === title);
}

export function getCalendarContext(doc: {
  readonly timeframe: Timeframe | null;
  readonly weekStart: WeekStart;
  readonly isUndated: boolean;
  readonly locale: string;
}): CalendarContext {
  return { timeframe: doc.timeframe, weekStart: doc.weekStart, isUndated: doc.isUndated, locale: doc.locale };
}
