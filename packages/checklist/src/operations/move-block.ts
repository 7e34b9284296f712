import { clampIndex, findBlockIndex } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type MoveBlockInput = {
  readonly blockId: string;
  /** Index among the blocks once the moved block has been taken out. */
  readonly toIndex: number;
};

export function moveBlock(doc: Checklist, input: MoveBlockInput): Checklist {
  const from = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[from];
  if (!block) return doc;
  const blocks = doc.blocks.filter((_, index) => index !== from);
  const toIndex = clampIndex(input.toIndex, blocks.length);
  if (toIndex === from) return doc;
  blocks.splice(toIndex, 0, block);
  return { ...doc, blocks };
}
