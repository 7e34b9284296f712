import { removeDoneItems } from "../model/done-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/**
 * The sheet to print without what is done: lists leave out their ticked items (a ticked item goes with its
 * sub-items) and close up, and each tracker row prints the total of its ticks after them
 * (`showRowTotals`). For printing, not for saving: what was done is gone from it.
 */
export function withoutDoneItems(doc: Checklist): Checklist {
  const blocks = removeDoneItems(doc.blocks);
  if (blocks === doc.blocks && doc.showRowTotals) return doc;
  return { ...doc, blocks, showRowTotals: true };
}
