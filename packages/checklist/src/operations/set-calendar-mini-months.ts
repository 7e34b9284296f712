import type { Checklist } from "../schema/checklist-schema.ts";

export type SetCalendarMiniMonthsInput = { readonly miniMonths: boolean };

/**
 * Small previous and next months and a notes column beside a month view (`hasMiniMonths` says where they
 * print; the setting stays with the calendar when it is not a month view, to come back with it).
 */
export function setCalendarMiniMonths(doc: Checklist, input: SetCalendarMiniMonthsInput): Checklist {
  if (typeof input.miniMonths !== "boolean" || input.miniMonths === doc.calendar.miniMonths) return doc;
  return { ...doc, calendar: { ...doc.calendar, miniMonths: input.miniMonths } };
}
