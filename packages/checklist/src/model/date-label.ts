import { formatTimeframe, type TimeframeLike } from "../calendar/timeframe.ts";
import { LIMITS } from "../schema/limits.ts";

/** The headline a dated sheet is given and that follows its dates: "March 2025", "Mar 3 – 9, 2025". */
export function getDateLabel(timeframe: TimeframeLike, locale: string): string {
  return formatTimeframe(timeframe, locale).slice(0, LIMITS.headline);
}

/**
 * Whether the headline is still what the sheet's dates gave it (their label, or nothing for a sheet
 * without dates), not one the person wrote.
 */
export function hasDateLabel(doc: {
  readonly headline: string;
  readonly timeframe: TimeframeLike | null;
  readonly locale: string;
}): boolean {
  return doc.headline === (doc.timeframe ? getDateLabel(doc.timeframe, doc.locale) : "");
}
