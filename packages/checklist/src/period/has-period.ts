import type { Checklist } from "../schema/checklist-schema.ts";

/**
 * Whether the sheet prints a period of dates, which can be moved on (a next period's copy, a streak to
 * count): false for a sheet without dates, and for an undated one, which keeps its dates only to switch back.
 */
export function hasPeriod(doc: Checklist): boolean {
  return doc.timeframe !== null && !doc.isUndated;
}
