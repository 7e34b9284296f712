import { alignTimeframeStart, isValidTimeframe, type TimeUnit } from "../calendar/timeframe.ts";
import { retimeChecklist } from "../model/retime-checklist.ts";
import { getPeriodUnits } from "../period/period-units.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetPeriodUnitInput = { readonly unit: TimeUnit };

/**
 * A day, a week or a month, where the design allows it (`getPeriodUnits`): the one that holds the period's
 * first day (a November tracker made weekly covers the week of 1 November), and a habit grid by the days
 * of the period gets as many columns as the new period has days. The same document for a unit the design
 * does not allow.
 */
export function setPeriodUnit(doc: Checklist, input: SetPeriodUnitInput): Checklist {
  const { timeframe } = doc;
  if (!timeframe || timeframe.unit === input.unit || !getPeriodUnits(doc).includes(input.unit)) return doc;
  const next = {
    start: alignTimeframeStart(timeframe.start, input.unit, doc.weekStart),
    unit: input.unit,
    count: 1,
  };
  return isValidTimeframe(next) ? retimeChecklist(doc, { timeframe: next }) : doc;
}
