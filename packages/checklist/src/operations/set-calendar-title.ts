import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeSingleLine } from "../text/sanitize-text.ts";

export type SetCalendarTitleInput = { readonly index: number; readonly title: string };

export function setCalendarTitle(doc: Checklist, input: SetCalendarTitleInput): Checklist {
  const current = doc.calendar.titles[input.index];
  const title = sanitizeSingleLine(input.title, LIMITS.calendarTitle);
  if (current === undefined || current === title) return doc;
  const titles = doc.calendar.titles.map((value, index) => (index === input.index ? title : value));
  return { ...doc, calendar: { ...doc.calendar, titles } };
}
