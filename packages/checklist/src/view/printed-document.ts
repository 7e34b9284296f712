import { getWeekNumber } from "../calendar/week-numbers.ts";
import { hasDateLabel } from "../model/date-label.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/** The week number a weekly sheet prints after its date label, or null where it prints none. */
function getSheetWeekNumber(doc: Checklist): number | null {
  const { timeframe } = doc;
  if (!doc.showWeekNumbers || timeframe?.unit !== "week" || timeframe.count !== 1) return null;
  return getWeekNumber(timeframe.start, doc.weekStart);
}

/** The headline as the first page prints it: a weekly sheet's date label carries its week number. */
function getPrintedHeadline(doc: Checklist): string {
  if (!hasDateLabel(doc)) return doc.headline;
  const week = getSheetWeekNumber(doc);
  return week === null ? doc.headline : `${doc.headline} · W${week}`;
}

/**
 * The document as its pages print it, for pagination, the sheet and the text exports: generated texts
 * that depend on the switches (a weekly sheet's week number) are put in; what the person wrote is not
 * touched. The same document when nothing changes; never stored.
 */
export function toPrintedDocument(doc: Checklist): Checklist {
  const headline = getPrintedHeadline(doc);
  return headline === doc.headline ? doc : { ...doc, headline };
}
