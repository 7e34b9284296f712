import { allocateIds } from "../ids.ts";
import { countListItems, findBlockIndex, isListBlock, updateListItems } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";

// SPEC section 4: a list may hold an empty placeholder first element, so that an empty list still
// has a row to type into. The editor adds it, removes it and clears all of them before saving or
// printing; typing into it (editItem) turns it into an ordinary item.

export type PlaceholderInput = { readonly blockId: string };

export function addPlaceholderItem(doc: Checklist, input: PlaceholderInput): Checklist {
  const blockIndex = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[blockIndex];
  if (!block || !isListBlock(block) || block.items[0]?.isPlaceholder) return doc;
  if (block.items.length >= LIMITS.itemsPerList || countListItems(doc) >= LIMITS.itemsPerDocument) return doc;
  const allocation = allocateIds(doc, "item", 1);
  const id = allocation?.ids[0];
  if (!allocation || !id) return doc;
  const placeholder = { id, text: "", isChecked: false, depth: 1, isPlaceholder: true } as const;
  return updateListItems({ ...doc, nextId: allocation.nextId }, blockIndex, block, [
    placeholder,
    ...block.items,
  ]);
}

export function removePlaceholderItem(doc: Checklist, input: PlaceholderInput): Checklist {
  const blockIndex = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[blockIndex];
  if (!block || !isListBlock(block) || !block.items[0]?.isPlaceholder) return doc;
  return updateListItems(doc, blockIndex, block, block.items.slice(1));
}

/** Removes every list's placeholder (before saving, printing or exporting). */
export function clearPlaceholderItems(doc: Checklist): Checklist {
  return doc.blocks.reduce(
    (current, block) =>
      isListBlock(block) ? removePlaceholderItem(current, { blockId: block.id }) : current,
    doc,
  );
}
