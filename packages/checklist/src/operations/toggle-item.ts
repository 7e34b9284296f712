import { findListItem, getGroupEnd, updateListItems } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import type { Item } from "../schema/item-schema.ts";

export type ToggleItemInput = {
  readonly itemId: string;
  /** Sets this state instead of flipping the current one (idempotent check-off requests). */
  readonly isChecked?: boolean;
};

function findParentIndex(items: readonly Item[], index: number): number {
  for (let candidate = index - 1; candidate >= 0; candidate--) {
    if (items[candidate]?.depth === 1) return candidate;
  }
  return -1;
}

/**
 * Ticks or unticks an item of an interactive list. Ticking a parent ticks its sub-items; a parent
 * is ticked exactly when all its sub-items are. In layout 5 the list is then re-sorted
 * (docs/PRODUCT.md, Layout 5: done last). Static lists and the empty placeholder cannot be ticked.
 */
export function toggleItem(doc: Checklist, input: ToggleItemInput): Checklist {
  const found = findListItem(doc, input.itemId);
  if (found?.block.kind !== "interactive-list" || found.item.isPlaceholder) return doc;
  const isChecked = input.isChecked ?? !found.item.isChecked;
  if (isChecked === found.item.isChecked) return doc;
  const { items } = found.block;
  if (found.item.depth === 1) {
    const end = getGroupEnd(items, found.index);
    const next = items.map((item, index) =>
      index >= found.index && index < end ? { ...item, isChecked } : item,
    );
    return updateListItems(doc, found.blockIndex, found.block, next);
  }
  const parentIndex = findParentIndex(items, found.index);
  const end = getGroupEnd(items, parentIndex);
  const withChild = items.map((item, index) => (index === found.index ? { ...item, isChecked } : item));
  const isGroupDone = withChild.slice(parentIndex + 1, end).every((child) => child.isChecked);
  const next = withChild.map((item, index) =>
    index === parentIndex ? { ...item, isChecked: isGroupDone } : item,
  );
  return updateListItems(doc, found.blockIndex, found.block, next);
}
