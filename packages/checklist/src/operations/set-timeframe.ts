import { isValidTimeframe } from "../calendar/timeframe.ts";
import { retimeChecklist } from "../model/retime-checklist.ts";
import type { Timeframe } from "../schema/calendar-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetTimeframeInput = { readonly timeframe: Timeframe | null };

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
  return retimeChecklist(doc, {
    timeframe: next === null ? null : { start: next.start, unit: next.unit, count: next.count },
  });
}
