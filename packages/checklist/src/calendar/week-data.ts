import { getIsoWeekday, type IsoDate, type WeekStart } from "./iso-date.ts";

// CLDR's week data for the regions it sets apart, as fixed lists rather than Intl's week info, which not
// every runtime has: the editor, the check-off page and the PDF server must draw the same weeks.

/** Regions whose weeks start on Sunday (CLDR's firstDay "sun"). */
const SUNDAY_FIRST = new Set(
  (
    "AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT MX MZ NI " +
    "NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW"
  ).split(" "),
);

/** Regions whose weeks start on Saturday (CLDR's firstDay "sat"). The Maldives' Friday reads as Monday. */
const SATURDAY_FIRST = new Set("AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY".split(" "));

/** ISO weekdays of the weekend where it is not Saturday and Sunday (CLDR's weekendStart and weekendEnd). */
const FRIDAY_AND_SATURDAY = [5, 6] as const;
const WEEKENDS: Readonly<Record<string, readonly number[]>> = {
  ...Object.fromEntries(
    "BH DZ EG IL IQ JO KW LY OM QA SA SD SY YE".split(" ").map((region) => [region, FRIDAY_AND_SATURDAY]),
  ),
  AF: [4, 5],
  IR: [5],
  IN: [7],
  UG: [7],
};
const SATURDAY_AND_SUNDAY = [6, 7] as const;

/** The region a locale's people live in ("fa" is Iran's, "en" the United States'), or undefined. */
export function getLocaleRegion(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

/** The day a locale's calendars start the week on: Monday unless its region starts on Sunday or Saturday. */
export function getLocaleWeekStart(locale: string): WeekStart {
  const region = getLocaleRegion(locale) ?? "";
  if (SUNDAY_FIRST.has(region)) return "sunday";
  if (SATURDAY_FIRST.has(region)) return "saturday";
  return "monday";
}

/** Whether a date falls on the weekend where the locale's people live (tinted on habit grids). */
export function isWeekend(date: IsoDate, locale: string): boolean {
  const weekend = WEEKENDS[getLocaleRegion(locale) ?? ""] ?? SATURDAY_AND_SUNDAY;
  return weekend.includes(getIsoWeekday(date));
}
