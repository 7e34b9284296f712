import { getLayout } from "../layouts.ts";
import type { AnyListBlock, Block, IconFieldBlock, IconRow } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import type { Item } from "../schema/item-schema.ts";

export type ListItemLocation = {
  readonly blockIndex: number;
  readonly block: AnyListBlock;
  readonly index: number;
  readonly item: Item;
};

export type IconRowLocation = {
  readonly blockIndex: number;
  readonly block: IconFieldBlock;
  readonly index: number;
  readonly row: IconRow;
};

export function isListBlock(block: Block): block is AnyListBlock {
  return block.kind === "list" || block.kind === "interactive-list";
}

export function findBlockIndex(doc: Checklist, blockId: string): number {
  return doc.blocks.findIndex((block) => block.id === blockId);
}

export function findListItem(doc: Checklist, itemId: string): ListItemLocation | null {
  for (const [blockIndex, block] of doc.blocks.entries()) {
    if (!isListBlock(block)) continue;
    const index = block.items.findIndex((item) => item.id === itemId);
    const item = block.items[index];
    if (item) return { blockIndex, block, index, item };
  }
  return null;
}

export function findIconRow(doc: Checklist, rowId: string): IconRowLocation | null {
  for (const [blockIndex, block] of doc.blocks.entries()) {
    if (block.kind !== "icon-field") continue;
    const index = block.rows.findIndex((row) => row.id === rowId);
    const row = block.rows[index];
    if (row) return { blockIndex, block, index, row };
  }
  return null;
}

export function countListItems(doc: Checklist): number {
  return doc.blocks.reduce((sum, block) => sum + (isListBlock(block) ? block.items.length : 0), 0);
}

/** End (exclusive) of the item at `index` together with its sub-items. */
export function getGroupEnd(items: readonly Item[], index: number): number {
  if (items[index]?.depth !== 1) return index + 1;
  let end = index + 1;
  while (items[end]?.depth === 2) end++;
  return end;
}

export function withoutPlaceholderFlag(item: Item): Item {
  if (!item.isPlaceholder) return item;
  const { isPlaceholder: _removed, ...rest } = item;
  return rest;
}

/** A list's structural rules: the first item is top-level and only it may be the placeholder. */
function normalizeItems(items: readonly Item[]): readonly Item[] {
  return items.map((item, index) => {
    if (index > 0) return withoutPlaceholderFlag(item);
    return item.depth === 2 ? { ...item, depth: 1 } : item;
  });
}

/**
 * Layout 5 keeps open items before ticked ones. Sub-items travel with their parent; within a group
 * open sub-items come first. The sort is stable, so the placeholder (open, first) stays first.
 */
export function sortCheckedLast(items: readonly Item[]): readonly Item[] {
  const groups: Item[][] = [];
  for (const item of items) {
    const current = groups.at(-1);
    if (item.depth === 2 && current) current.push(item);
    else groups.push([item]);
  }
  const byState = <T>(list: readonly T[], isChecked: (value: T) => boolean) => [
    ...list.filter((value) => !isChecked(value)),
    ...list.filter(isChecked),
  ];
  return byState(groups, (group) => group[0]?.isChecked === true).flatMap(([parent, ...children]) =>
    parent ? [parent, ...byState(children, (child) => child.isChecked)] : [],
  );
}

export function replaceBlock(doc: Checklist, blockIndex: number, block: Block): Checklist {
  return { ...doc, blocks: doc.blocks.map((current, index) => (index === blockIndex ? block : current)) };
}

/** Stores a list's new items, keeping the list rules and layout 5's order. */
export function updateListItems(
  doc: Checklist,
  blockIndex: number,
  block: AnyListBlock,
  items: readonly Item[],
): Checklist {
  const normalized = normalizeItems(items);
  const sorted =
    block.kind === "interactive-list" && getLayout(doc.layout).sortsCheckedLast
      ? sortCheckedLast(normalized)
      : normalized;
  return replaceBlock(doc, blockIndex, { ...block, items: sorted });
}

/** Keeps an index inside [0, max]; anything that is not a number lands at the end. */
export function clampIndex(value: number | undefined, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return max;
  return Math.min(max, Math.max(0, Math.trunc(value)));
}

/** Applies layout 5's order to every interactive list (after switching layout or restoring one). */
export function applyLayoutOrder(doc: Checklist): Checklist {
  if (!getLayout(doc.layout).sortsCheckedLast) return doc;
  return doc.blocks.reduce(
    (current, block, index) =>
      block.kind === "interactive-list" ? updateListItems(current, index, block, block.items) : current,
    doc,
  );
}
