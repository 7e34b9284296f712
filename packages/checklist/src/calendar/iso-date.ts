// Dates in a document are ISO calendar dates ("2025-03-01") without a time or zone: a printed habit
// tracker for March must show March everywhere, whatever the viewer's time zone. All arithmetic runs
// on UTC epoch days for that reason.

export type IsoDate = string;

/** The days a week may start on: Monday (ISO, most of Europe), Sunday (the Americas), Saturday (much of the Middle East). */
export const WEEK_STARTS = ["monday", "sunday", "saturday"] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/** The ISO weekday (1 = Monday ... 7 = Sunday) each week start names. */
const FIRST_ISO_WEEKDAY: Readonly<Record<WeekStart, number>> = { monday: 1, sunday: 7, saturday: 6 };
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Arithmetic works on any four-digit year, so a step just past the supported range can be
// computed and then rejected by validation instead of throwing.
function readDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A supported date (years 1900 to 2199), or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const date = readDate(value);
  return date && date.year >= MIN_YEAR && date.year <= MAX_YEAR ? date : null;
}

export function isValidIsoDate(value: unknown): boolean {
  return typeof value === "string" && parseIsoDate(value) !== null;
}

export function formatIsoDate(date: CalendarDate): IsoDate {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function requireDate(value: IsoDate): CalendarDate {
  const date = readDate(value);
  if (!date) throw new RangeError(`Invalid ISO date: ${value}`);
  return date;
}

function toEpochDay(value: IsoDate): number {
  const { year, month, day } = requireDate(value);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** Midnight UTC of a date, for Intl formatting in the UTC zone. */
export function toUtcDate(value: IsoDate): Date {
  return new Date(toEpochDay(value) * MS_PER_DAY);
}

function fromEpochDay(epochDay: number): IsoDate {
  const date = new Date(epochDay * MS_PER_DAY);
  return formatIsoDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

export function addDays(value: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(value) + days);
}

/** Adds whole months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(value: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireDate(value);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function getIsoWeekday(value: IsoDate): number {
  const weekday = new Date(toEpochDay(value) * MS_PER_DAY).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Column (0-6) of a date in a week that starts on `weekStart`. */
export function getWeekdayColumn(value: IsoDate, weekStart: WeekStart): number {
  return (getIsoWeekday(value) - FIRST_ISO_WEEKDAY[weekStart] + 7) % 7;
}

export function getStartOfWeek(value: IsoDate, weekStart: WeekStart): IsoDate {
  return addDays(value, -getWeekdayColumn(value, weekStart));
}

export function getStartOfMonth(value: IsoDate): IsoDate {
  const { year, month } = requireDate(value);
  return formatIsoDate({ year, month, day: 1 });
}

/** The local calendar date of a JS Date (what "today" means to the person using the app). */
export function toIsoDate(date: Date): IsoDate {
  return formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}
