import { peekNextId } from "../ids.ts";
import { getRowLimit, type RowLimit } from "../model/row-limit.ts";
import { addItem } from "../operations/add-item.ts";
import { indentItem } from "../operations/indent-item.ts";
import { moveItem } from "../operations/move-item.ts";
import { outdentItem } from "../operations/outdent-item.ts";
import { removeItem } from "../operations/remove-item.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getBlockRows, getRowDepth } from "./block-rows.ts";
import { moveTargetIndex } from "./row-move.ts";

export type Caret = "start" | "end";

/** The row whose text field takes focus after a command, and where its caret goes. */
export type RowFocus = { readonly rowId: string; readonly caret: Caret };

/**
 * What editing a row does: a change to the document (an operation applied to the current one; null
 * when only focus moves), the row to focus next, or the limit that stopped a row being added.
 */
export type RowCommand = {
  readonly update: ((doc: Checklist) => Checklist) | null;
  readonly focus: RowFocus | null;
  readonly limit?: RowLimit;
};

/**
 * The keys of a row's text field, as both the pages and the panel read them: Enter, Backspace in an
 * empty field, Tab and Shift+Tab, the up and down arrows, and Alt with them (moving the row).
 */
export type RowKey =
  | "enter"
  | "backspace"
  | "indent"
  | "outdent"
  | "previous"
  | "next"
  | "move-up"
  | "move-down";

export type RowKeyInput = {
  readonly blockId: string;
  readonly rowId: string;
  readonly key: RowKey;
  /** Whether the row's field is empty (Backspace removes only an empty row). */
  readonly isEmpty: boolean;
};

/**
 * Adds a row after the one at `index` (-1: at the top) and focuses it. Without a `depth` (Enter), under an
 * item with sub-items or among sub-items it becomes a sub-item, as in an outliner; a button that says what
 * it adds passes its depth. A full block says which limit it reached.
 */
export function addRowCommand(
  doc: Checklist,
  blockId: string,
  index: number,
  depth?: 1 | 2,
): RowCommand | null {
  const block = doc.blocks.find((candidate) => candidate.id === blockId);
  if (!block) return null;
  const limit = getRowLimit(doc, block);
  if (limit) return { update: null, focus: null, limit };
  const rows = getBlockRows(doc, blockId);
  const isSub = depth ? depth === 2 : rows[index]?.depth === 2 || rows[index + 1]?.depth === 2;
  const newId = peekNextId(doc, block.kind === "icon-field" ? "row" : "item");
  return {
    update: (current) => addItem(current, { blockId, index: index + 1, depth: isSub ? 2 : 1 }),
    focus: { rowId: newId, caret: "start" },
  };
}

/** Removes a row (with its sub-items) and focuses the row before it, or the one that takes its place. */
export function removeRowCommand(doc: Checklist, blockId: string, rowId: string): RowCommand | null {
  const index = getBlockRows(doc, blockId).findIndex((row) => row.id === rowId);
  const after = removeItem(doc, { itemId: rowId });
  if (index < 0 || after === doc) return null;
  const rows = getBlockRows(after, blockId);
  const neighbour = rows[index - 1] ?? rows[0];
  return {
    update: (current) => removeItem(current, { itemId: rowId }),
    focus: neighbour ? { rowId: neighbour.id, caret: "end" } : null,
  };
}

function changeCommand(doc: Checklist, update: (doc: Checklist) => Checklist, focus: RowFocus | null) {
  // A key that changes nothing keeps its usual meaning (Tab moves on), so the keyboard is never trapped.
  return update(doc) === doc ? null : { update, focus };
}

/**
 * What a key does in a row's field; null when it does nothing here and the browser's own behaviour
 * should stand. The last row stays (so the block can still be typed into), and an item with sub-items
 * is not removed by Backspace.
 */
export function rowKeyCommand(doc: Checklist, input: RowKeyInput): RowCommand | null {
  const { blockId, rowId, key } = input;
  const rows = getBlockRows(doc, blockId);
  const index = rows.findIndex((row) => row.id === rowId);
  const row = rows[index];
  if (!row) return null;
  switch (key) {
    case "enter":
      return addRowCommand(doc, blockId, index);
    case "backspace": {
      const hasSubItems = getRowDepth(row) === 1 && rows[index + 1]?.depth === 2;
      if (!input.isEmpty || rows.length < 2 || hasSubItems) return null;
      const neighbour = index > 0 ? rows[index - 1] : rows[index + 1];
      const focus: RowFocus | null = neighbour
        ? { rowId: neighbour.id, caret: index > 0 ? "end" : "start" }
        : null;
      return changeCommand(doc, (current) => removeItem(current, { itemId: rowId }), focus);
    }
    case "indent":
    case "outdent": {
      const operation = key === "indent" ? indentItem : outdentItem;
      return changeCommand(doc, (current) => operation(current, { itemId: rowId }), null);
    }
    case "previous":
    case "next": {
      const target = rows[key === "previous" ? index - 1 : index + 1];
      if (!target) return null;
      return { update: null, focus: { rowId: target.id, caret: key === "previous" ? "end" : "start" } };
    }
    case "move-up":
    case "move-down": {
      const step = key === "move-up" ? -1 : 1;
      if (!rows[index + step]) return null;
      // Down means past the next row, or past the whole next group for a main item.
      let over = index + step;
      if (step === 1 && getRowDepth(row) === 1) while (rows[over]?.depth === 2) over++;
      const toIndex = moveTargetIndex(rows, index, over);
      const update = (current: Checklist) => moveItem(current, { itemId: rowId, toIndex });
      return changeCommand(doc, update, { rowId, caret: "end" });
    }
  }
}
