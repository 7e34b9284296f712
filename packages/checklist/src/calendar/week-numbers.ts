import type { WeekStart } from "./iso-date.ts";
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
