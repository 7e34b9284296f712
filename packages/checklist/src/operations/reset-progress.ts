import { isDeepEqual } from "../model/is-deep-equal.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

function resetBlock(block: Block): Block {
  switch (block.kind) {
    case "interactive-list":
    case "list":
      return { ...block, items: block.items.map((item) => ({ ...item, isChecked: false })) };
    case "icon-field":
      return { ...block, rows: block.rows.map((row) => ({ ...row, cells: row.cells.map(() => 0) })) };
    case "interactive-text-field":
      return { ...block, value: "" };
    default:
      return block;
  }
}

/** Starts over: unticks every item, cell and calendar day and empties typed answers. */
export function resetProgress(doc: Checklist): Checklist {
  const reset = {
    ...doc,
    blocks: doc.blocks.map(resetBlock),
    calendar: { ...doc.calendar, checkedCells: [] },
  };
  return isDeepEqual(reset, doc) ? doc : reset;
}
