import { isDeepEqual } from "../model/is-deep-equal.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { resetProgress } from "./reset-progress.ts";

function clearBlock(block: Block): Block {
  switch (block.kind) {
    case "list":
    case "interactive-list":
      return { ...block, items: block.items.map((item) => ({ ...item, text: "", isChecked: false })) };
    case "icon-field":
      return {
        ...block,
        rows: block.rows.map((row) => ({ ...row, text: "", cells: row.cells.map(() => 0) })),
      };
    default:
      return block;
  }
}

/**
 * A clean start: every list's item texts and every tracker's row names emptied, the rows kept as blank
 * lines to write on (sub-items stay indented), their ticks gone. Titles, prompts, calendar titles and the
 * design stay. One operation, so one step to undo. The same document when there is nothing to clear.
 */
export function clearSampleItems(doc: Checklist): Checklist {
  const cleared = { ...doc, blocks: doc.blocks.map(clearBlock) };
  return isDeepEqual(cleared, doc) ? doc : cleared;
}

/**
 * The design with nothing of anyone's in it, as the gallery's "Download blank" prints it: sample items
 * cleared (`clearSampleItems`), and no tick, answer or calendar mark (`resetProgress`).
 */
export function blankCopy(doc: Checklist): Checklist {
  return resetProgress(clearSampleItems(doc));
}
