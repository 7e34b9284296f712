import {
  clampIndex,
  findBlockIndex,
  findIconRow,
  findListItem,
  getGroupEnd,
  isListBlock,
  replaceBlock,
  updateListItems,
} from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";

export type MoveItemInput = {
  readonly itemId: string;
  /** Index in the target list once the moved item (and its sub-items) has been taken out. */
  readonly toIndex: number;
  /** Another list (or icon field, for rows) to move into; the same one when left out. */
  readonly toBlockId?: string;
};

function moveIconRow(doc: Checklist, input: MoveItemInput): Checklist {
  const from = findIconRow(doc, input.itemId);
  if (!from) return doc;
  const targetIndex = input.toBlockId === undefined ? from.blockIndex : findBlockIndex(doc, input.toBlockId);
  const target = doc.blocks[targetIndex];
  if (target?.kind !== "icon-field") return doc;
  const isSameBlock = targetIndex === from.blockIndex;
  if (!isSameBlock && target.rows.length >= LIMITS.iconRows) return doc;
  // A year grid's rows are its months, in the calendar's order.
  if (target.grid === "year" || from.block.grid === "year") return doc;
  const maxValue = Math.max(1, target.legend.length);
  const cells = Array.from({ length: target.days }, (_, day) => {
    const value = from.row.cells[day] ?? 0;
    return value > maxValue ? 0 : value;
  });
  const source = from.block.rows.filter((row) => row.id !== input.itemId);
  const afterRemoval = replaceBlock(doc, from.blockIndex, { ...from.block, rows: source });
  const rows = isSameBlock ? [...source] : [...target.rows];
  const toIndex = clampIndex(input.toIndex, rows.length);
  if (isSameBlock && toIndex === from.index) return doc;
  rows.splice(toIndex, 0, { ...from.row, cells });
  return replaceBlock(afterRemoval, targetIndex, { ...target, rows });
}

/** Moves a list item together with its sub-items (drag and drop), within a list or to another. */
export function moveItem(doc: Checklist, input: MoveItemInput): Checklist {
  const from = findListItem(doc, input.itemId);
  if (!from) return moveIconRow(doc, input);
  // The placeholder stands in for an empty list's items: it has nowhere else to be.
  if (from.item.isPlaceholder) return doc;
  const targetIndex = input.toBlockId === undefined ? from.blockIndex : findBlockIndex(doc, input.toBlockId);
  const target = doc.blocks[targetIndex];
  if (!target || !isListBlock(target)) return doc;
  const end = getGroupEnd(from.block.items, from.index);
  const isSameBlock = targetIndex === from.blockIndex;
  const group = from.block.items
    .slice(from.index, end)
    .map((item) => (target.kind === "list" ? { ...item, isChecked: false } : item));
  if (!isSameBlock && target.items.length + group.length > LIMITS.itemsPerList) return doc;
  const remaining = from.block.items.filter((_, index) => index < from.index || index >= end);
  const items = isSameBlock ? [...remaining] : [...target.items];
  const toIndex = clampIndex(input.toIndex, items.length);
  if (isSameBlock && toIndex === from.index) return doc;
  items.splice(toIndex, 0, ...group);
  const afterRemoval = isSameBlock ? doc : updateListItems(doc, from.blockIndex, from.block, remaining);
  return updateListItems(afterRemoval, targetIndex, target, items);
}
