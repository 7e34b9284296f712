import { type IsoDate, isValidIsoDate } from "../calendar/iso-date.ts";
import { alignTimeframeStart } from "../calendar/timeframe.ts";
import { movePeriod } from "../period/move-period.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetPeriodStartInput = { readonly start: IsoDate };

/**
 * The period that holds `start`, of the sheet's unit and length: a month from its 1st, a week from the week
 * start, days from that day. The same document for an invalid date or a sheet without dates.
 */
export function setPeriodStart(doc: Checklist, input: SetPeriodStartInput): Checklist {
  const { timeframe } = doc;
  if (!timeframe || !isValidIsoDate(input.start)) return doc;
  const start = alignTimeframeStart(input.start, timeframe.unit, doc.weekStart);
  return movePeriod(doc, { ...timeframe, start });
}
