import { addDays, getStartOfWeek, type IsoDate, toUtcDate, type WeekStart } from "./iso-date.ts";

export type NameWidth = "long" | "short" | "narrow";

export const DEFAULT_LOCALE = "en-US";

// A locale in a stored document has passed the schema, but Intl support differs between runtimes:
// fall back rather than throw while drawing a page.
function resolveLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Formatters made so far, by locale and options. Making one costs far more than using it (a calendar page
 * names hundreds of days), and a document uses a handful: kept for the life of the process, bounded in case
 * many locales pass through one server.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 256;

function utcFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = new Intl.DateTimeFormat(resolveLocale(locale), { ...options, timeZone: "UTC" });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function isSupportedLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

/** Seven weekday names in display order, starting with `weekStart`. */
export function getWeekdayNames(
  locale: string = DEFAULT_LOCALE,
  weekStart: WeekStart = "monday",
  width: NameWidth = "long",
): readonly string[] {
  // 2024-01-01 is a Monday; any full week works.
  const first = getStartOfWeek("2024-01-03", weekStart);
  const format = utcFormatter(locale, { weekday: width });
  return Array.from({ length: 7 }, (_, index) => format.format(toUtcDate(addDays(first, index))));
}

export function getMonthNames(locale: string = DEFAULT_LOCALE, width: NameWidth = "long"): readonly string[] {
  const format = utcFormatter(locale, { month: width });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2024, index, 1))));
}

export function formatWeekday(
  value: IsoDate,
  locale: string = DEFAULT_LOCALE,
  width: NameWidth = "long",
): string {
  return utcFormatter(locale, { weekday: width }).format(toUtcDate(value));
}

export function formatMonthYear(value: IsoDate, locale: string = DEFAULT_LOCALE): string {
  return utcFormatter(locale, { month: "long", year: "numeric" }).format(toUtcDate(value));
}

export function formatLongDate(value: IsoDate, locale: string = DEFAULT_LOCALE): string {
  return utcFormatter(locale, { weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(
    toUtcDate(value),
  );
}

/** "November 30" (en-US), "30 November" (en-GB). */
export function formatMonthDay(value: IsoDate, locale: string = DEFAULT_LOCALE): string {
  return utcFormatter(locale, { month: "long", day: "numeric" }).format(toUtcDate(value));
}

/** "Tuesday, December 1" (en-US), "Tuesday 1 December" (en-GB). */
export function formatWeekdayMonthDay(value: IsoDate, locale: string = DEFAULT_LOCALE): string {
  return utcFormatter(locale, { weekday: "long", month: "long", day: "numeric" }).format(toUtcDate(value));
}

/** A day's heading on a planner page: "Monday, Nov 23" (en-US), "Monday 23 Nov" (en-GB). */
export function formatDayTitle(value: IsoDate, locale: string = DEFAULT_LOCALE): string {
  return utcFormatter(locale, { weekday: "long", month: "short", day: "numeric" }).format(toUtcDate(value));
}

export function formatShortDate(value: IsoDate, locale: string = DEFAULT_LOCALE): string {
  return utcFormatter(locale, { month: "short", day: "numeric" }).format(toUtcDate(value));
}

export function formatDateRange(
  from: IsoDate,
  to: IsoDate,
  locale: string = DEFAULT_LOCALE,
  options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" },
): string {
  return utcFormatter(locale, options).formatRange(toUtcDate(from), toUtcDate(to));
}

/**
 * A time of day, `minutes` after midnight, on the locale's clock: "7:30 am" (en-US), "07:30" (de-DE, two-digit hours on a 24-hour clock).
 * The day period is lower-cased, as a printed schedule writes it, and set off by a plain space.
 */
export function formatClockTime(minutes: number, locale: string = DEFAULT_LOCALE): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  // A 24-hour clock writes two-digit hours ("07:30"), a 12-hour one does not ("7:30 am").
  const is12Hour = utcFormatter(locale, { hour: "numeric" }).resolvedOptions().hour12 === true;
  const hour = is12Hour ? "numeric" : "2-digit";
  const parts = utcFormatter(locale, { hour, minute: "2-digit" }).formatToParts(
    new Date(Date.UTC(2024, 0, 1, 0, wrapped)),
  );
  return parts
    .map((part) => (part.type === "dayPeriod" ? part.value.toLowerCase() : part.value))
    .join("")
    .replace(/[\u202f\u00a0]/g, " ");
}
