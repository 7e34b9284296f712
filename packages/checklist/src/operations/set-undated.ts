import { retimeChecklist } from "../model/retime-checklist.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type SetUndatedInput = { readonly isUndated: boolean };

/**
 * Undated: the sheet prints blanks to fill in by hand where its dates were (no month name, empty boxes for a
 * calendar's day numbers, habit grids numbered 1 to 31 without weekday letters, "Day: ____" over a weekly
 * list), so it can be printed for any month or week. A grid following its dates gets room for any period of
 * its unit (six weeks of boxes, 31 day columns). The timeframe is kept: switching back restores the dates,
 * and the grid the dates give. A sheet without dates has nothing to leave out.
 */
export function setUndated(doc: Checklist, input: SetUndatedInput): Checklist {
  if (typeof input.isUndated !== "boolean" || input.isUndated === doc.isUndated) return doc;
  if (input.isUndated && doc.timeframe === null) return doc;
  return retimeChecklist(doc, { isUndated: input.isUndated });
}
