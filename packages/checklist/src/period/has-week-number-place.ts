import { isWeekdayAligned } from "../calendar/calendar-grid.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/**
 * Whether week numbers ("W49") have a place on the sheet: a month view of its dates (a row per week) or a
 * weekly sheet (one week, numbered after its date label). An undated sheet keeps the setting for when its
 * dates come back, so this does not look at `isUndated`.
 */
export function hasWeekNumberPlace(doc: Checklist): boolean {
  const { timeframe } = doc;
  if (!timeframe) return false;
  if (timeframe.unit === "week" && timeframe.count === 1) return true;
  const hasCalendar = doc.blocks.some((block) => block.kind === "calendar");
  return hasCalendar && isWeekdayAligned(doc.calendar, timeframe);
}
