import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/** A row of a block as editing sees it: a list item, or a habit-grid row (always top-level). */
export type BlockRow = {
  readonly id: string;
  readonly text: string;
  readonly depth?: 1 | 2;
  readonly isPlaceholder?: true;
};

const NO_ROWS: readonly BlockRow[] = [];

/** A list's items or a habit grid's rows (the block's own array, so it stays the same while they do). */
export function getRowsOf(block: Block): readonly BlockRow[] {
  if (block.kind === "list" || block.kind === "interactive-list") return block.items;
  if (block.kind === "icon-field") return block.rows;
  return NO_ROWS;
}

/** The rows of the block with this id; none for an unknown block or one without rows. */
export function getBlockRows(doc: Checklist, blockId: string): readonly BlockRow[] {
  const block = doc.blocks.find((candidate) => candidate.id === blockId);
  return block ? getRowsOf(block) : NO_ROWS;
}

export function getRowDepth(row: Pick<BlockRow, "depth">): 1 | 2 {
  return row.depth ?? 1;
}
