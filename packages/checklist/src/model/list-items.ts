import { allocateIds } from "../ids.ts";
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

/** An untouched placeholder: the empty row that stands in for a list's missing items. */
function isBlankPlaceholder(item: Item): boolean {
  return item.isPlaceholder === true && item.text === "" && !item.isChecked;
}

/**
 * A list's structural rules: the first item is top-level, and the placeholder (docs/PRODUCT.md, List
 * placeholder) exists only while the list would otherwise be empty, so it goes as soon as another item joins
 * it.
 */
function normalizeItems(items: readonly Item[]): readonly Item[] {
  const kept = items.length > 1 ? items.filter((item) => !isBlankPlaceholder(item)) : items;
  return kept.map((item, index) => {
    const own = kept.length > 1 ? withoutPlaceholderFlag(item) : item;
    return index === 0 && own.depth === 2 ? { ...own, depth: 1 } : own;
  });
}

/** Makes the placeholder a list's only row; the document as it is when no id is left to give it. */
export function fillWithPlaceholder(doc: Checklist, blockIndex: number, block: AnyListBlock): Checklist {
  const allocation = allocateIds(doc, "item", 1);
  const id = allocation?.ids[0];
  if (!allocation || !id) return doc;
  const placeholder = { id, text: "", isChecked: false, depth: 1, isPlaceholder: true } as const;
  return replaceBlock({ ...doc, nextId: allocation.nextId }, blockIndex, { ...block, items: [placeholder] });
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

/**
 * Stores a list's new items, keeping the list rules and layout 5's order. A change that empties a list
 * leaves the placeholder in it; the placeholder alone cannot be taken away (that changes nothing).
 */
export function updateListItems(
  doc: Checklist,
  blockIndex: number,
  block: AnyListBlock,
  items: readonly Item[],
): Checklist {
  if (items.length === 0) {
    const only = block.items[0];
    if (block.items.length === 1 && only && isBlankPlaceholder(only)) return doc;
    const filled = fillWithPlaceholder(doc, blockIndex, block);
    if (filled !== doc) return filled;
  }
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
