import type { Block } from "../schema/block-schema.ts";

/** Blocks laid out by date: a month or week view, or a tracker grid of days. */
export function isDatedBlock(block: Block): boolean {
  return block.kind === "calendar" || block.kind === "icon-field";
}

/**
 * The planner layout's order: dated blocks lead the page, everything else follows, each group in the
 * document's own order. A text header travels with the block under it.
 */
export function plannerOrder(blocks: readonly Block[]): Block[] {
  const units: Block[][] = [];
  let pending: Block[] = [];
  for (const block of blocks) {
    pending.push(block);
    if (block.kind !== "text-header") {
      units.push(pending);
      pending = [];
    }
  }
  const leading = (unit: Block[]) => isDatedBlock(unit.at(-1) as Block);
  return [...units.filter(leading), ...units.filter((unit) => !leading(unit)), pending].flat();
}
