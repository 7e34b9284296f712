import { findListItem, updateListItems } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type OutdentItemInput = { readonly itemId: string };

/** Makes a sub-item top-level again; the sub-items below it become its own sub-items. */
export function outdentItem(doc: Checklist, input: OutdentItemInput): Checklist {
  const found = findListItem(doc, input.itemId);
  if (!found || found.item.depth === 1) return doc;
  const items = found.block.items.map((item) =>
    item.id === input.itemId ? { ...item, depth: 1 as const } : item,
  );
  return updateListItems(doc, found.blockIndex, found.block, items);
}
