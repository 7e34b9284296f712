import { fillWithPlaceholder, findBlockIndex, isListBlock, replaceBlock } from "../model/list-items.ts";
import { getRowLimit } from "../model/row-limit.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

// docs/PRODUCT.md, List placeholder: a list may hold an empty placeholder first element, which exists only
// while the list would otherwise be empty, so that it still has a row to type into. The list rules keep it so
// (model/list-items.ts): a list that loses its last item gets it, and it goes once another item joins. The
// editor clears them all before saving, printing or exporting; typing into it (editItem) makes it an ordinary
// item.

export type PlaceholderInput = { readonly blockId: string };

/** Gives an empty list its placeholder; a list with items has no room for one. */
export function addPlaceholderItem(doc: Checklist, input: PlaceholderInput): Checklist {
  const blockIndex = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[blockIndex];
  if (!block || !isListBlock(block) || block.items.length > 0) return doc;
  if (getRowLimit(doc, block)) return doc;
  return fillWithPlaceholder(doc, blockIndex, block);
}

/** Takes the placeholder out, leaving its list empty (what is saved and printed). */
export function removePlaceholderItem(doc: Checklist, input: PlaceholderInput): Checklist {
  const blockIndex = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[blockIndex];
  if (!block || !isListBlock(block) || !block.items[0]?.isPlaceholder) return doc;
  return replaceBlock(doc, blockIndex, { ...block, items: block.items.slice(1) });
}

/** Removes every list's placeholder (before saving, printing or exporting). */
export function clearPlaceholderItems(doc: Checklist): Checklist {
  return doc.blocks.reduce(
    (current, block) =>
      isListBlock(block) ? removePlaceholderItem(current, { blockId: block.id }) : current,
    doc,
  );
}
