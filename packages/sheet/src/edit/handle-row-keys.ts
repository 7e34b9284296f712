import { addItem, type Checklist, indentItem, outdentItem, peekNextId, removeItem } from "@listful/checklist";
import type { KeyboardEvent } from "react";
import type { SheetActions } from "../sheet-context.ts";
import { itemFieldKey } from "./field-keys.ts";

type Row = { readonly id: string; readonly depth: 1 | 2 };

/** The list items or icon-field rows of a block, as the current document has them. */
function findRows(doc: Checklist, blockId: string): readonly Row[] {
  const block = doc.blocks.find((candidate) => candidate.id === blockId);
  if (block?.kind === "list" || block?.kind === "interactive-list") return block.items;
  if (block?.kind === "icon-field") return block.rows.map((row) => ({ id: row.id, depth: 1 }));
  return [];
}

function addAfter(actions: SheetActions, blockId: string, rows: readonly Row[], index: number): void {
  const doc = actions.getDoc();
  const current = rows[index];
  // A new row under an item with sub-items becomes its first sub-item, as in an outliner.
  const depth = current?.depth === 2 || rows[index + 1]?.depth === 2 ? 2 : 1;
  const isIconRow = doc.blocks.some((block) => block.id === blockId && block.kind === "icon-field");
  const newId = peekNextId(doc, isIconRow ? "row" : "item");
  if (actions.apply((next) => addItem(next, { blockId, index: index + 1, depth }))) {
    actions.focusField(itemFieldKey(newId), "start");
  }
}

function removeEmpty(actions: SheetActions, rows: readonly Row[], index: number): boolean {
  const current = rows[index];
  const hasSubItems = current?.depth === 1 && rows[index + 1]?.depth === 2;
  // The only row stays so the list can still be typed into; sub-items never go with an empty parent.
  if (!current || rows.length < 2 || hasSubItems) return false;
  const neighbour = rows[index - 1] ?? rows[index + 1];
  if (!actions.apply((doc) => removeItem(doc, { itemId: current.id }))) return false;
  if (neighbour) actions.focusField(itemFieldKey(neighbour.id), index > 0 ? "end" : "start");
  return true;
}

/**
 * Editing keys of a list item or icon-field row: Enter adds a row after it and focuses it, Backspace
 * in an empty row removes it and focuses the one before, Tab / Shift+Tab indent / outdent an item,
 * and the arrow keys move between rows. Tab that changes nothing keeps its usual meaning, so the
 * keyboard is never trapped.
 */
export function handleRowKeys(
  event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>,
  actions: SheetActions,
  blockId: string,
  rowId: string,
): void {
  if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
  const rows = findRows(actions.getDoc(), blockId);
  const index = rows.findIndex((row) => row.id === rowId);
  if (index < 0) return;
  const field = event.currentTarget;
  switch (event.key) {
    case "Enter":
      event.preventDefault();
      addAfter(actions, blockId, rows, index);
      return;
    case "Backspace":
      if (field.value === "" && removeEmpty(actions, rows, index)) event.preventDefault();
      return;
    case "Tab": {
      const change = event.shiftKey ? outdentItem : indentItem;
      if (actions.apply((doc) => change(doc, { itemId: rowId }))) event.preventDefault();
      return;
    }
    case "ArrowUp":
    case "ArrowDown": {
      const isUp = event.key === "ArrowUp";
      const target = rows[isUp ? index - 1 : index + 1];
      // In a wrapped (textarea) row the arrows first move through its own lines.
      const isAtEdge = isUp ? field.selectionStart === 0 : field.selectionEnd === field.value.length;
      if (!target || event.shiftKey || (field instanceof HTMLTextAreaElement && !isAtEdge)) return;
      event.preventDefault();
      actions.focusField(itemFieldKey(target.id), isUp ? "end" : "start");
      return;
    }
  }
}
