import { formatMonthDay, formatMonthYear, formatWeekdayMonthDay } from "../calendar/names.ts";
import { formatTimeframe } from "../calendar/timeframe.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/** What a period is called, for "Next month's copy", "Next week's copy", "Tomorrow's copy". */
export type PeriodUnitName = "day" | "week" | "month" | "period";

/**
 * The sheet's period in a word: its unit, or "period" for a run of several units (a 30-day challenge, whose
 * next period starts 30 days on); null for a sheet without dates.
 */
export function getPeriodUnitName(doc: Checklist): PeriodUnitName | null {
  const { timeframe } = doc;
  if (!timeframe) return null;
  return timeframe.count === 1 ? timeframe.unit : "period";
}

/**
 * The sheet's period as a control shows it, in the document's locale: "December 2026", "Week of
 * November 30", "Tuesday, December 1", or a range for a run of several units ("Nov 1 – 30, 2026"); "" for
 * a sheet without dates. An undated sheet still names the period it keeps.
 */
export function getPeriodLabel(doc: Checklist): string {
  const { timeframe, locale } = doc;
  if (!timeframe) return "";
  if (timeframe.count > 1) return formatTimeframe(timeframe, locale);
  if (timeframe.unit === "month") return formatMonthYear(timeframe.start, locale);
  if (timeframe.unit === "week") return `Week of ${formatMonthDay(timeframe.start, locale)}`;
  return formatWeekdayMonthDay(timeframe.start, locale);
}
