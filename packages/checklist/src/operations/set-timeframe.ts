import { isValidIsoDate } from "../calendar/iso-date.ts";
import { getTimeframeEnd, MAX_TIMEFRAME_COUNT } from "../calendar/timeframe.ts";
import { isOneOf } from "../model/is-one-of.ts";
import { retimeChecklist } from "../model/retime-checklist.ts";
import type { Timeframe } from "../schema/calendar-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetTimeframeInput = { readonly timeframe: Timeframe | null };

export function isValidTimeframe(timeframe: Timeframe): boolean {
  return (
    isOneOf(timeframe.unit, ["day", "week", "month"] as const) &&
    Number.isInteger(timeframe.count) &&
    timeframe.count >= 1 &&
    timeframe.count <= MAX_TIMEFRAME_COUNT[timeframe.unit] &&
    isValidIsoDate(timeframe.start) &&
    isValidIsoDate(getTimeframeEnd(timeframe))
  );
}

/** Dates the sheet (or makes it undated with null); generated headline, grids and titles follow. */
export function setTimeframe(doc: Checklist, input: SetTimeframeInput): Checklist {
  const next = input.timeframe;
  if (next !== null && !isValidTimeframe(next)) return doc;
  const current = doc.timeframe;
  const isSame =
    current === next ||
    (current !== null &&
      next !== null &&
      current.start === next.start &&
      current.unit === next.unit &&
      current.count === next.count);
  if (isSame) return doc;
  return retimeChecklist(
    doc,
    next === null ? null : { start: next.start, unit: next.unit, count: next.count },
  );
}
