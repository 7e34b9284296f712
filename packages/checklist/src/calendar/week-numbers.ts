import { addDays, daysBetween, getStartOfWeek, type IsoDate, type WeekStart } from "./iso-date.ts";
import { getLocaleRegion } from "./week-data.ts";

/**
 * Regions whose calendars number ISO weeks (CLDR's week data: Monday first, week 1 holds four days).
 * A fixed list rather than Intl's week info, which not every runtime has: the editor and the PDF
 * server must agree.
 */
const ISO_WEEK_REGIONS = new Set([
  "AD",
  "AN",
  "AT",
  "AX",
  "BE",
  "BG",
  "CH",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FJ",
  "FO",
  "FR",
  "GB",
  "GF",
  "GG",
  "GI",
  "GP",
  "GR",
  "HU",
  "IE",
  "IM",
  "IS",
  "IT",
  "JE",
  "LI",
  "LT",
  "LU",
  "MC",
  "MQ",
  "NL",
  "NO",
  "PL",
  "PT",
  "RE",
  "RU",
  "SE",
  "SJ",
  "SK",
  "SM",
  "VA",
]);

/** Whether people of this locale ("de-DE", "sv") read calendars with ISO week numbers. */
export function usesIsoWeekNumbers(locale: string): boolean {
  const region = getLocaleRegion(locale);
  return region !== undefined && ISO_WEEK_REGIONS.has(region);
}

/** Whether a new sheet shows week numbers: Monday-first weeks where the locale reads ISO week numbers. */
export function getDefaultShowWeekNumbers(locale: string, weekStart: WeekStart): boolean {
  return weekStart === "monday" && usesIsoWeekNumbers(locale);
}

/**
 * The number of the week holding `date`, in weeks that start on `weekStart`:
 * - Monday: ISO 8601. Week 1 holds the year's first Thursday, so it may start in December (Monday
 *   29 December 2025 is in 2026's W1) and a year may have a W53 (28 December 2026).
 * - Sunday, the United States' rule, and Saturday, the rule CLDR gives the regions that start weeks on it:
 *   week 1 is the week that holds 1 January. Its first days may lie in December (Sunday 27 December 2026
 *   is in 2027's W1); 1 January always is in W1.
 */
export function getWeekNumber(date: IsoDate, weekStart: WeekStart): number {
  // The fewest days of the new year that make a week its week 1: four (a Thursday) for ISO, one otherwise.
  const minDays = weekStart === "monday" ? 4 : 1;
  const start = getStartOfWeek(date, weekStart);
  const year = addDays(start, 7 - minDays).slice(0, 4);
  const firstWeek = getStartOfWeek(`${year}-01-0${minDays}`, weekStart);
  return daysBetween(firstWeek, start) / 7 + 1;
}
