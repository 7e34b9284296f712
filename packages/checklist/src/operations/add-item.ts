import { allocateIds } from "../ids.ts";
import {
  clampIndex,
  findBlockIndex,
  isListBlock,
  replaceBlock,
  updateListItems,
} from "../model/list-items.ts";
import { getRowLimit } from "../model/row-limit.ts";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeSingleLine } from "../text/sanitize-text.ts";

export type AddItemInput = {
  readonly blockId: string;
  /** Position in the list; the end when left out. */
  readonly index?: number;
  readonly text?: string;
  readonly depth?: 1 | 2;
  readonly isChecked?: boolean;
};

function addIconRow(
  doc: Checklist,
  blockIndex: number,
  block: IconFieldBlock,
  input: AddItemInput,
): Checklist {
  const allocation = allocateIds(doc, "row", 1);
  const id = allocation?.ids[0];
  if (!allocation || !id || getRowLimit(doc, block)) return doc;
  const row = {
    id,
    text: sanitizeSingleLine(input.text ?? "", LIMITS.iconRowText),
    cells: Array.from({ length: block.days }, () => 0),
  };
  const rows = [...block.rows];
  rows.splice(clampIndex(input.index, rows.length), 0, row);
  return replaceBlock({ ...doc, nextId: allocation.nextId }, blockIndex, { ...block, rows });
}

/**
 * Adds an item to a list, or a row (a habit, a time of day) to an icon field. The new id is
 * `peekNextId(doc, "item")` (or "row") before the call, so the editor can focus it.
 */
export function addItem(doc: Checklist, input: AddItemInput): Checklist {
  const blockIndex = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[blockIndex];
  if (block?.kind === "icon-field") return addIconRow(doc, blockIndex, block, input);
  if (!block || !isListBlock(block)) return doc;
  if (getRowLimit(doc, block)) return doc;
  const allocation = allocateIds(doc, "item", 1);
  const id = allocation?.ids[0];
  if (!allocation || !id) return doc;
  const index = clampIndex(input.index, block.items.length);
  const item = {
    id,
    text: sanitizeSingleLine(input.text ?? "", doc.itemOptions.maxlength),
    isChecked: block.kind === "interactive-list" && input.isChecked === true,
    depth: index === 0 ? 1 : (input.depth ?? 1),
  } as const;
  const items = [...block.items];
  items.splice(index, 0, item);
  return updateListItems({ ...doc, nextId: allocation.nextId }, blockIndex, block, items);
}
