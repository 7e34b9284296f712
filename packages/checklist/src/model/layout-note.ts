import { getLayout } from "../layouts.ts";
import { isDatedBlock } from "../pagination/planner-order.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getDayTitledLists } from "./day-titles.ts";

/**
 * Why the chosen layout leaves the page looking as it did: the planner has no calendar or habit grid
 * to put first, or "done last" has no tick-box list, or nothing ticked, to sort, or "week across" no
 * lists titled by the days of the sheet's dates to stand side by side.
 */
export type LayoutNote = "needs-dated-block" | "needs-checklist" | "nothing-ticked" | "needs-day-lists";

/** What the editor says under the layout choice, or null when the layout visibly does its part. */
export function getLayoutNote(doc: Checklist): LayoutNote | null {
  const layout = getLayout(doc.layout);
  if (layout.datedBlocksFirst && !doc.blocks.some(isDatedBlock)) return "needs-dated-block";
  if (layout.daysAcross) {
    const days = doc.timeframe ? getDayTitledLists(doc.blocks, doc.timeframe, doc.locale).size : 0;
    return days < 2 ? "needs-day-lists" : null;
  }
  if (!layout.sortsCheckedLast) return null;
  const lists = doc.blocks.filter((block) => block.kind === "interactive-list");
  if (lists.length === 0) return "needs-checklist";
  return lists.some((list) => list.items.some((item) => item.isChecked)) ? null : "nothing-ticked";
}
