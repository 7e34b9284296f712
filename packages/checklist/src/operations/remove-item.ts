import {
  findIconRow,
  findListItem,
  getGroupEnd,
  replaceBlock,
  updateListItems,
} from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type RemoveItemInput = { readonly itemId: string };

/** Removes a list item with its sub-items (they cannot outlive their parent), or an icon-field row. */
export function removeItem(doc: Checklist, input: RemoveItemInput): Checklist {
  const found = findListItem(doc, input.itemId);
  if (found) {
    const end = getGroupEnd(found.block.items, found.index);
    const items = found.block.items.filter((_, index) => index < found.index || index >= end);
    return updateListItems(doc, found.blockIndex, found.block, items);
  }
  const row = findIconRow(doc, input.itemId);
  // A year grid's rows are its months: they stay.
  if (!row || row.block.grid === "year") return doc;
  const rows = row.block.rows.filter((candidate) => candidate.id !== input.itemId);
  return replaceBlock(doc, row.blockIndex, { ...row.block, rows });
}
