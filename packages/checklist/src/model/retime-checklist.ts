import { getDefaultCalendarCounts, getDefaultCalendarTitles } from "../calendar/calendar-titles.ts";
import type { WeekStart } from "../calendar/iso-date.ts";
import { countTimeframeDays } from "../calendar/timeframe.ts";
import type { CalendarSettings, Timeframe } from "../schema/calendar-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import {
  type CalendarContext,
  getCalendarContext,
  hasDefaultTitles,
  withDerivedCounts,
} from "./calendar-settings.ts";
import { getDateLabel, hasDateLabel } from "./date-label.ts";
import { retimeDayTitles } from "./day-titles.ts";

function retimeCalendar(
  calendar: CalendarSettings,
  before: CalendarContext,
  after: CalendarContext,
): CalendarSettings {
  const previousDefaults = getDefaultCalendarCounts(calendar.period, before);
  const followsDates =
    calendar.totalItemCount === previousDefaults.totalItemCount &&
    calendar.itemCountInOneComponent === previousDefaults.itemCountInOneComponent;
  const counts = followsDates ? getDefaultCalendarCounts(calendar.period, after) : calendar;
  const defaults = getDefaultCalendarTitles(
    { period: calendar.period, totalItemCount: counts.totalItemCount },
    after.timeframe,
    after.locale,
    after.weekStart,
  );
  const titles = hasDefaultTitles(calendar, before)
    ? defaults
    : defaults.map((title, index) => calendar.titles[index] ?? title);
  return withDerivedCounts(
    {
      ...calendar,
      totalItemCount: counts.totalItemCount,
      itemCountInOneComponent: counts.itemCountInOneComponent,
      titles,
    },
    after,
  );
}

/** The day columns a habit grid following the dates has: its days, or 31 for an undated month (any month fits). */
function coveredDays({ timeframe, isUndated }: CalendarContext): number | null {
  if (!timeframe) return null;
  if (isUndated && timeframe.unit === "month") return LIMITS.iconDays;
  return Math.min(LIMITS.iconDays, countTimeframeDays(timeframe));
}

/** What a retiming changes; what it leaves out stays as the document has it. */
export type Retiming = {
  readonly timeframe?: Timeframe | null;
  readonly weekStart?: WeekStart;
  readonly isUndated?: boolean;
};

/**
 * Moves a document to other dates, week start or undated state. Whatever was generated from the old dates
 * follows: a headline that was the old date label, lists titled by a day, icon fields as long as the
 * old timeframe, and a calendar still on its default counts and titles. Anything the person changed stays
 * as it is.
 */
export function retimeChecklist(doc: Checklist, retiming: Retiming): Checklist {
  const { timeframe = doc.timeframe, weekStart = doc.weekStart, isUndated = doc.isUndated } = retiming;
  const before = getCalendarContext(doc);
  const after = { ...before, timeframe, weekStart, isUndated };
  const nextLabel = timeframe ? getDateLabel(timeframe, doc.locale) : "";
  const headline = hasDateLabel(doc) ? nextLabel : doc.headline;
  const previousDays = coveredDays(before);
  const nextDays = coveredDays(after);
  const retimed = retimeDayTitles(doc.blocks, doc.timeframe, timeframe, doc.locale);
  const blocks = retimed.map((block) => {
    // A year grid keeps its twelve months of 31 columns whatever the period.
    if (block.kind !== "icon-field" || block.grid === "year") return block;
    if (nextDays === null || block.days !== previousDays) return block;
    const rows = block.rows.map((row) => ({
      ...row,
      cells: Array.from({ length: nextDays }, (_, day) => row.cells[day] ?? 0),
    }));
    return { ...block, days: nextDays, rows };
  });
  return {
    ...doc,
    timeframe,
    weekStart,
    isUndated,
    headline,
    blocks,
    calendar: retimeCalendar(doc.calendar, before, after),
  };
}
