import { addTimeUnits } from "../calendar/timeframe.ts";
import { movePeriod } from "../period/move-period.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type ShiftPeriodInput = { readonly by: 1 | -1 };

/**
 * One period back or on: November to October or December, a week to the one before or after, a 30-day
 * challenge by 30 days. Dates are calendar days, so month ends, leap years, the year's turn and daylight
 * saving make no difference. Ticks and texts stay (a next period's copy clears them:
 * `nextPeriodCopy`). The same document without dates, or past the supported years.
 */
export function shiftPeriod(doc: Checklist, input: ShiftPeriodInput): Checklist {
  const { timeframe } = doc;
  if (!timeframe || (input.by !== 1 && input.by !== -1)) return doc;
  const start = addTimeUnits(timeframe.start, timeframe.unit, timeframe.count * input.by);
  return movePeriod(doc, { ...timeframe, start });
}
