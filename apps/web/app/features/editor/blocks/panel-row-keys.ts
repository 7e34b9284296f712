import {
  addItem,
  type Checklist,
  indentItem,
  moveItem,
  outdentItem,
  peekNextId,
  removeItem,
} from "@listful/checklist";
import type { KeyboardEvent } from "react";
import type { EditorActions } from "../state/use-editor-history.ts";
import type { FieldRegistry } from "./field-registry.ts";
import { moveTargetIndex } from "./row-move.ts";

type Row = { readonly id: string; readonly depth: number };

function rowsOf(doc: Checklist, blockId: string): readonly Row[] {
  const block = doc.blocks.find((candidate) => candidate.id === blockId);
  if (block?.kind === "list" || block?.kind === "interactive-list") return block.items;
  if (block?.kind === "icon-field") return block.rows.map((row) => ({ id: row.id, depth: 1 }));
  return [];
}

/** Adds a row after `index` and focuses it; under an item with sub-items it becomes the first sub-item. */
export function addRowAfter(actions: EditorActions, fields: FieldRegistry, blockId: string, index: number) {
  const doc = actions.getDoc();
  const rows = rowsOf(doc, blockId);
  const isIconField = doc.blocks.some((block) => block.id === blockId && block.kind === "icon-field");
  const depth = rows[index]?.depth === 2 || rows[index + 1]?.depth === 2 ? 2 : 1;
  const newId = peekNextId(doc, isIconField ? "row" : "item");
  actions.change((current) => addItem(current, { blockId, index: index + 1, depth }));
  fields.focus(newId, "start");
}

/**
 * The panel's row keys, the same as on the sheet: Enter adds a row, Backspace in an empty row removes it,
 * Tab and Shift+Tab indent and outdent, the arrows move between rows and Alt+arrows move the row itself.
 */
export function handlePanelRowKeys(
  event: KeyboardEvent<HTMLInputElement>,
  actions: EditorActions,
  fields: FieldRegistry,
  blockId: string,
  rowId: string,
) {
  if (event.nativeEvent.isComposing || event.ctrlKey || event.metaKey) return;
  const rows = rowsOf(actions.getDoc(), blockId);
  const index = rows.findIndex((row) => row.id === rowId);
  const row = rows[index];
  if (!row) return;
  const isAlt = event.altKey;
  if (event.key === "Enter" && !isAlt) {
    event.preventDefault();
    addRowAfter(actions, fields, blockId, index);
  } else if (event.key === "Backspace" && !isAlt && event.currentTarget.value === "") {
    const hasSubItems = row.depth === 1 && rows[index + 1]?.depth === 2;
    const neighbour = rows[index - 1] ?? rows[index + 1];
    if (rows.length < 2 || hasSubItems || !neighbour) return;
    event.preventDefault();
    actions.change((doc) => removeItem(doc, { itemId: rowId }));
    fields.focus(neighbour.id, index > 0 ? "end" : "start");
  } else if (event.key === "Tab" && !isAlt) {
    const doc = actions.getDoc();
    const next = (event.shiftKey ? outdentItem : indentItem)(doc, { itemId: rowId });
    // Tab that changes nothing keeps its usual meaning, so the keyboard is never trapped in the list.
    if (next === doc) return;
    event.preventDefault();
    actions.change(() => next);
  } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
    const step = event.key === "ArrowUp" ? -1 : 1;
    const target = rows[index + step];
    if (!target) return;
    event.preventDefault();
    if (isAlt) {
      // Down means past the next row, or past the whole next group for a main item.
      let over = index + step;
      if (step === 1 && row.depth === 1) while (rows[over]?.depth === 2) over++;
      const toIndex = moveTargetIndex(rows, index, over);
      actions.change((doc) => moveItem(doc, { itemId: rowId, toIndex }));
    }
    fields.focus(isAlt ? rowId : target.id, "end");
  }
}
