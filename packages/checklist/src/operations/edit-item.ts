import {
  findIconRow,
  findListItem,
  replaceBlock,
  updateListItems,
  withoutPlaceholderFlag,
} from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeSingleLine } from "../text/sanitize-text.ts";

export type EditItemInput = { readonly itemId: string; readonly text: string };

/**
 * Sets an item's (or icon-field row's) text. Line breaks become spaces, control characters go and the
 * text is cut at the document's maxlength. Typing into the placeholder makes it a real item.
 */
export function editItem(doc: Checklist, input: EditItemInput): Checklist {
  const found = findListItem(doc, input.itemId);
  if (found) {
    const text = sanitizeSingleLine(input.text, doc.itemOptions.maxlength);
    if (text === found.item.text && !found.item.isPlaceholder) return doc;
    const edited = { ...withoutPlaceholderFlag(found.item), text };
    const items = found.block.items.map((item) => (item.id === input.itemId ? edited : item));
    return updateListItems(doc, found.blockIndex, found.block, items);
  }
  const location = findIconRow(doc, input.itemId);
  if (!location) return doc;
  const text = sanitizeSingleLine(input.text, LIMITS.iconRowText);
  if (text === location.row.text) return doc;
  const rows = location.block.rows.map((row) => (row.id === input.itemId ? { ...row, text } : row));
  return replaceBlock(doc, location.blockIndex, { ...location.block, rows });
}
