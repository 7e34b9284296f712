import { isOneOf } from "../model/is-one-of.ts";
import type { CalendarSize } from "../schema/calendar-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetCalendarSizeInput = { readonly size: CalendarSize };

/** Cell height: small, medium or large (see CALENDAR_ROW_HEIGHTS). */
export function setCalendarSize(doc: Checklist, input: SetCalendarSizeInput): Checklist {
  if (!isOneOf(input.size, ["small", "medium", "large"] as const) || input.size === doc.calendar.size)
    return doc;
  return { ...doc, calendar: { ...doc.calendar, size: input.size } };
}
