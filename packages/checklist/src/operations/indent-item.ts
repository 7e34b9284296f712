import { findListItem, updateListItems } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type IndentItemInput = { readonly itemId: string };

/**
 * Makes an item a sub-item of the item above it. Lists have two levels only, so an item that already
 * is a sub-item, or the first item (nothing above it), stays as it is. The item's own sub-items
 * stay at depth 2 and so become siblings under the same parent.
 */
export function indentItem(doc: Checklist, input: IndentItemInput): Checklist {
  const found = findListItem(doc, input.itemId);
  if (!found || found.index === 0 || found.item.depth === 2) return doc;
  const items = found.block.items.map((item) =>
    item.id === input.itemId ? { ...item, depth: 2 as const } : item,
  );
  return updateListItems(doc, found.blockIndex, found.block, items);
}
