import type { WeekStart } from "../calendar/iso-date.ts";
import { isOneOf } from "../model/is-one-of.ts";
import { retimeChecklist } from "../model/retime-checklist.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetWeekStartInput = { readonly weekStart: WeekStart };

/** Monday or Sunday first: moves a month view's blanks and undated weekday titles along. */
export function setWeekStart(doc: Checklist, input: SetWeekStartInput): Checklist {
  if (!isOneOf(input.weekStart, ["monday", "sunday"] as const) || input.weekStart === doc.weekStart)
    return doc;
  return retimeChecklist(doc, doc.timeframe, input.weekStart);
}
