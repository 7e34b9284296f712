import type { Checklist } from "@listful/checklist";

export type Progress = { done: number; total: number };

/**
 * How much is ticked: list items without sub-items (a parent follows its sub-items, so it is not counted
 * twice), icon cells and calendar cells. Answers to prompts are not counted: they are not done or undone.
 */
export function countProgress(doc: Checklist): Progress {
  let done = 0;
  let total = 0;
  for (const block of doc.blocks) {
    if (block.kind === "interactive-list") {
      const items = block.items.filter((item) => !item.isPlaceholder);
      items.forEach((item, index) => {
        if (item.depth === 1 && items[index + 1]?.depth === 2) return;
        total += 1;
        if (item.isChecked) done += 1;
      });
    } else if (block.kind === "icon-field") {
      for (const row of block.rows) {
        total += row.cells.length;
        done += row.cells.filter((value) => value > 0).length;
      }
    } else if (block.kind === "calendar") {
      total += doc.calendar.totalItemCount;
      done += doc.calendar.checkedCells.filter((index) => index < doc.calendar.totalItemCount).length;
    }
  }
  return { done, total };
}
