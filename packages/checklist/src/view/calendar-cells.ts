import { getCalendarCellDate, isWeekdayAligned } from "../calendar/calendar-grid.ts";
import { addDays, type IsoDate } from "../calendar/iso-date.ts";
import { formatDateRange, formatShortDate, getMonthNames } from "../calendar/names.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type CalendarCell = {
  readonly index: number;
  /** What the person typed, or the default title. */
  readonly title: string;
  readonly date: IsoDate | null;
  /** The printed date: day number (month view), short date, week range or month; "" when undated. */
  readonly dateLabel: string;
  /** An undated sheet's cell: an empty box where its date is written by hand. */
  readonly isDateBlank: boolean;
  readonly isChecked: boolean;
};

function formatCellDate(doc: Checklist, date: IsoDate): string {
  if (doc.calendar.period === "day") {
    // In a month view the month is plain from the sheet; a run of days may cross into the next one.
    return isWeekdayAligned(doc.calendar, doc.timeframe)
      ? String(Number(date.slice(8)))
      : formatShortDate(date, doc.locale);
  }
  if (doc.calendar.period === "week") {
    return formatDateRange(date, addDays(date, 6), doc.locale, { month: "short", day: "numeric" });
  }
  return getMonthNames(doc.locale, "short")[Number(date.slice(5, 7)) - 1] ?? "";
}

/** A month cell titled by its month ("January", "Jan 2026") would print the month twice. */
function isTitledByMonth(doc: Checklist, date: IsoDate, title: string): boolean {
  if (doc.calendar.period !== "month") return false;
  const month = Number(date.slice(5, 7)) - 1;
  const names = [getMonthNames(doc.locale, "long")[month], getMonthNames(doc.locale, "short")[month]];
  const text = title.trim().toLocaleLowerCase(doc.locale);
  return names.some((name) => name !== undefined && text.startsWith(name.toLocaleLowerCase(doc.locale)));
}

/** What each calendar cell shows; pair with the `cells` of a piece's calendar rows. */
export function getCalendarCells(doc: Checklist): readonly CalendarCell[] {
  const { calendar } = doc;
  return calendar.titles.map((title, index) => {
    const date = getCalendarCellDate(calendar, doc, index);
    return {
      index,
      title,
      date,
      dateLabel: date && !isTitledByMonth(doc, date, title) ? formatCellDate(doc, date) : "",
      isDateBlank: doc.isUndated && doc.timeframe !== null,
      isChecked: calendar.checkedCells.includes(index),
    };
  });
}
