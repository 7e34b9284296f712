import {
  addDays,
  addMonths,
  daysBetween,
  getStartOfMonth,
  getStartOfWeek,
  type IsoDate,
  isValidIsoDate,
  type WeekStart,
} from "./iso-date.ts";
import { DEFAULT_LOCALE, formatDateRange, formatLongDate, formatMonthYear } from "./names.ts";

export type TimeUnit = "day" | "week" | "month";

/** The stretch of time a dated sheet covers: `count` units from `start` (March 2025 = month x 1). */
export type TimeframeLike = { readonly start: IsoDate; readonly unit: TimeUnit; readonly count: number };

export const MAX_TIMEFRAME_COUNT: Readonly<Record<TimeUnit, number>> = { day: 31, week: 6, month: 12 };

export function addTimeUnits(start: IsoDate, unit: TimeUnit, count: number): IsoDate {
  if (unit === "day") return addDays(start, count);
  if (unit === "week") return addDays(start, count * 7);
  return addMonths(start, count);
}

export function getTimeframeEnd(timeframe: TimeframeLike): IsoDate {
  return addDays(addTimeUnits(timeframe.start, timeframe.unit, timeframe.count), -1);
}

export function countTimeframeDays(timeframe: TimeframeLike): number {
  return daysBetween(timeframe.start, getTimeframeEnd(timeframe)) + 1;
}

/** Whether a timeframe is one a document may hold: a known unit, a bounded count, supported dates. */
export function isValidTimeframe(timeframe: TimeframeLike): boolean {
  const units: readonly unknown[] = ["day", "week", "month"];
  return (
    units.includes(timeframe.unit) &&
    Number.isInteger(timeframe.count) &&
    timeframe.count >= 1 &&
    timeframe.count <= MAX_TIMEFRAME_COUNT[timeframe.unit] &&
    isValidIsoDate(timeframe.start) &&
    isValidIsoDate(getTimeframeEnd(timeframe))
  );
}

/** Where a timeframe of this unit that contains `date` starts: the 1st, the week start, or the day. */
export function alignTimeframeStart(date: IsoDate, unit: TimeUnit, weekStart: WeekStart): IsoDate {
  if (unit === "month") return getStartOfMonth(date);
  if (unit === "week") return getStartOfWeek(date, weekStart);
  return date;
}

export function getNextTimeframe<T extends TimeframeLike>(timeframe: T): T {
  return { ...timeframe, start: addTimeUnits(timeframe.start, timeframe.unit, timeframe.count) };
}

/** A human label for a sheet's headline: "March 2025", "Mar 3 – 9, 2025", "Monday, March 3, 2025". */
export function formatTimeframe(timeframe: TimeframeLike, locale: string = DEFAULT_LOCALE): string {
  const end = getTimeframeEnd(timeframe);
  if (timeframe.unit === "day" && timeframe.count === 1) return formatLongDate(timeframe.start, locale);
  if (timeframe.unit === "month") {
    if (timeframe.count === 1) return formatMonthYear(timeframe.start, locale);
    return formatDateRange(timeframe.start, end, locale, { month: "long", year: "numeric" });
  }
  return formatDateRange(timeframe.start, end, locale);
}
