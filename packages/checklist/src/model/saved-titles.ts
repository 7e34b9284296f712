import type { CalendarPeriod, CalendarSettings, SavedTitles } from "../schema/calendar-schema.ts";
import { LIMITS } from "../schema/limits.ts";

// savedTitles: the titles a person typed are kept per period and cell count, so switching a
// calendar from days to weeks and back brings their day titles back.

/** Stores the calendar's current titles under its period and count (most recent last). */
export function rememberTitles(calendar: CalendarSettings): readonly SavedTitles[] {
  const others = calendar.savedTitles.filter(
    (saved) => saved.period !== calendar.period || saved.totalItemCount !== calendar.totalItemCount,
  );
  const current = {
    period: calendar.period,
    totalItemCount: calendar.totalItemCount,
    titles: calendar.titles,
  };
  return [...others, current].slice(-LIMITS.savedTitleSets);
}

export function recallTitles(
  saved: readonly SavedTitles[],
  period: CalendarPeriod,
  totalItemCount?: number,
): SavedTitles | undefined {
  return [...saved]
    .reverse()
    .find(
      (entry) =>
        entry.period === period && (totalItemCount === undefined || entry.totalItemCount === totalItemCount),
    );
}
