import { getLayout } from "../layouts.ts";
import { isDatedBlock } from "../pagination/planner-order.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/**
 * Why the chosen layout leaves the page looking as it did: the planner has no calendar or habit grid
 * to put first, or "done last" has no tick-box list, or nothing ticked, to sort.
 */
export type LayoutNote = "needs-dated-block" | "needs-checklist" | "nothing-ticked";

/** What the editor says under the layout choice, or null when the layout visibly does its part. */
export function getLayoutNote(doc: Checklist): LayoutNote | null {
  const layout = getLayout(doc.layout);
  if (layout.datedBlocksFirst && !doc.blocks.some(isDatedBlock)) return "needs-dated-block";
  if (!layout.sortsCheckedLast) return null;
  const lists = doc.blocks.filter((block) => block.kind === "interactive-list");
  if (lists.length === 0) return "needs-checklist";
  return lists.some((list) => list.items.some((item) => item.isChecked)) ? null : "nothing-ticked";
}
