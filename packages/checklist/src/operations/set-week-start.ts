import { WEEK_STARTS, type WeekStart } from "../calendar/iso-date.ts";
import { alignTimeframeStart, isValidTimeframe } from "../calendar/timeframe.ts";
import { isOneOf } from "../model/is-one-of.ts";
import { retimeChecklist } from "../model/retime-checklist.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetWeekStartInput = { readonly weekStart: WeekStart };

/**
 * Monday, Sunday or Saturday first: month views, weekday letters and undated weekday titles move along, and
 * a weekly sheet becomes the week, from the new first day, that holds its old first day, its day lists in
 * that week's order.
 */
export function setWeekStart(doc: Checklist, input: SetWeekStartInput): Checklist {
  if (!isOneOf(input.weekStart, WEEK_STARTS) || input.weekStart === doc.weekStart) return doc;
  const { timeframe } = doc;
  const realigned =
    timeframe?.unit === "week"
      ? { ...timeframe, start: alignTimeframeStart(timeframe.start, "week", input.weekStart) }
      : timeframe;
  const next = realigned && isValidTimeframe(realigned) ? realigned : timeframe;
  return retimeChecklist(doc, { timeframe: next, weekStart: input.weekStart });
}
