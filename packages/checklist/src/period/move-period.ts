import { isValidTimeframe } from "../calendar/timeframe.ts";
import { retimeChecklist } from "../model/retime-checklist.ts";
import type { Timeframe } from "../schema/calendar-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { retitleForPeriod } from "./period-title.ts";

/**
 * The sheet moved to other dates of its kind: everything generated from the dates follows (headline, day
 * columns, month view, day lists) and so does a title that names the old period. The same document when
 * the sheet has no dates, the dates are out of range or nothing moves.
 */
export function movePeriod(doc: Checklist, next: Timeframe): Checklist {
  const before = doc.timeframe;
  if (!before || !isValidTimeframe(next)) return doc;
  if (before.start === next.start && before.unit === next.unit && before.count === next.count) return doc;
  const moved = retimeChecklist(doc, { timeframe: next });
  const text = retitleForPeriod(doc.title.text, before, next, doc);
  return text === doc.title.text ? moved : { ...moved, title: { ...moved.title, text } };
}
