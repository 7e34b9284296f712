import { countTimeframeDays, type TimeUnit } from "../calendar/timeframe.ts";
import { getDayTitledLists } from "../model/day-titles.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";

const UNITS: readonly TimeUnit[] = ["day", "week", "month"];

/**
 * The units a sheet's period may take, in order day, week, month; its own unit is always one. What the
 * design draws from its dates decides:
 * - a run of several units (a 30-day challenge) or a calendar keeps its unit: its cells are its dates;
 * - lists titled by the days of the period (a weekly planner) keep a week, or whatever they are;
 * - a grid of habits or moods by the days of the period may follow a week or a month, not a single day;
 * - a sheet whose dates are only its headline (a daily checklist, a self-care week) takes any of the three.
 * A sheet without dates has none.
 */
export function getPeriodUnits(doc: Checklist): readonly TimeUnit[] {
  const { timeframe } = doc;
  if (!timeframe) return [];
  const own = [timeframe.unit];
  const hasCalendar = doc.blocks.some((block) => block.kind === "calendar");
  if (timeframe.count > 1 || hasCalendar) return own;
  if (getDayTitledLists(doc.blocks, timeframe, doc.locale).size > 0) return own;
  const periodDays = Math.min(LIMITS.iconDays, countTimeframeDays(timeframe));
  const hasDayGrid = doc.blocks.some((block) => block.kind === "icon-field" && block.days === periodDays);
  return UNITS.filter((unit) => unit === timeframe.unit || !(hasDayGrid && unit === "day"));
}
