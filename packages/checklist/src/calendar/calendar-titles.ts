import type { CalendarShape, Dating } from "./calendar-grid.ts";
import { getCalendarCellDate } from "./calendar-grid.ts";
import { daysBetween, getStartOfWeek, type WeekStart } from "./iso-date.ts";
import { DEFAULT_LOCALE, formatMonthYear, formatWeekday, getMonthNames, getWeekdayNames } from "./names.ts";
import { countTimeframeDays, getTimeframeEnd, type TimeframeLike, type TimeUnit } from "./timeframe.ts";

const MAX_CELLS = 42;

/**
 * The titles a calendar starts with, one per cell. A month view needs none (the renderer prints
 * the day number of each cell); a week of days is titled by weekday; weeks and months by name.
 */
export function getDefaultCalendarTitles(
  shape: Omit<CalendarShape, "itemCountInOneComponent">,
  timeframe: TimeframeLike | null,
  locale: string = DEFAULT_LOCALE,
  weekStart: WeekStart = "monday",
): readonly string[] {
  const count = shape.totalItemCount;
  const full = { ...shape, itemCountInOneComponent: 1 };
  // Titles are words, not printed dates: an undated sheet keeps the weekday and month names of its dates.
  const dating = { timeframe, weekStart, isUndated: false };
  if (shape.period === "day") {
    if (count > 7) return Array.from({ length: count }, (_, i) => (timeframe ? "" : `Day ${i + 1}`));
    if (!timeframe) {
      const names = getWeekdayNames(locale, weekStart);
      return Array.from({ length: count }, (_, i) => names[i % 7] ?? "");
    }
    return Array.from({ length: count }, (_, i) => {
      const date = getCalendarCellDate(full, dating, i);
      return date ? formatWeekday(date, locale) : "";
    });
  }
  if (shape.period === "week") return Array.from({ length: count }, (_, i) => `Week ${i + 1}`);
  const names = getMonthNames(locale);
  return Array.from({ length: count }, (_, i) => {
    const date = getCalendarCellDate(full, dating, i);
    if (!date) return names[i % 12] ?? "";
    return count > 12 ? formatMonthYear(date, locale) : (names[Number(date.slice(5, 7)) - 1] ?? "");
  });
}

export type CalendarCounts = {
  readonly totalItemCount: number;
  readonly itemCountInOneComponent: number;
};

/** A calendar starts with 7 cells, 7 to a row (docs/PRODUCT.md, Editor defaults). */
const DEFAULT_DAYS = 7;
/** A weeks calendar of fewer than four weeks is hardly a calendar. */
const DEFAULT_WEEKS = 4;

/** A month spans at most six weeks: an undated month view has six rows of seven boxes, so any month fits. */
const MONTH_WEEKS = 6;

/** Whole weeks (from the week start) that hold some day of the timeframe. */
function countTimeframeWeeks(timeframe: TimeframeLike, weekStart: WeekStart): number {
  const first = getStartOfWeek(timeframe.start, weekStart);
  return Math.ceil((daysBetween(first, getTimeframeEnd(timeframe)) + 1) / 7);
}

/** The days a calendar of days has room for: its dates, or six weeks for an undated month. */
function countDays({ timeframe, isUndated }: Dating): number {
  if (!timeframe) return DEFAULT_DAYS;
  return isUndated && timeframe.unit === "month" ? MONTH_WEEKS * 7 : countTimeframeDays(timeframe);
}

/** The weeks a calendar of weeks has room for: those its dates touch, or six for an undated month. */
function countWeeks({ timeframe, weekStart, isUndated }: Dating): number {
  if (!timeframe) return DEFAULT_WEEKS;
  return isUndated && timeframe.unit === "month" ? MONTH_WEEKS : countTimeframeWeeks(timeframe, weekStart);
}

/**
 * Cell counts a calendar gets when its period is switched to one the person has not used before, or
 * when a dated checklist is made: its dates, but never less than the default week of days (so a calendar
 * added to a one-day checklist is that week, not a single cell) or four weeks.
 */
export function getDefaultCalendarCounts(period: TimeUnit, dating: Dating): CalendarCounts {
  if (period === "day") {
    const total = Math.min(MAX_CELLS, Math.max(DEFAULT_DAYS, countDays(dating)));
    return { totalItemCount: total, itemCountInOneComponent: DEFAULT_DAYS };
  }
  if (period === "week") {
    const total = Math.min(MAX_CELLS, Math.max(DEFAULT_WEEKS, countWeeks(dating)));
    return { totalItemCount: total, itemCountInOneComponent: DEFAULT_WEEKS };
  }
  const { timeframe } = dating;
  const total = timeframe?.unit === "month" && timeframe.count > 1 ? timeframe.count : 12;
  return { totalItemCount: total, itemCountInOneComponent: Math.min(4, total) };
}
