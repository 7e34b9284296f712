import {
  type Checklist,
  type RowCommand,
  type RowFocus,
  type RowKey,
  type RowLimit,
  rowKeyCommand,
} from "@listful/checklist";
import type { FocusEvent, KeyboardEvent } from "react";
import { isPassingThrough, noteRowFocus } from "./row-passing.ts";

/** Where a row's keys act: the document, a way to change it and a way to move focus to a row. */
export type RowKeyTarget = {
  readonly getDoc: () => Checklist;
  readonly apply: (update: (doc: Checklist) => Checklist) => void;
  readonly focus: (focus: RowFocus) => void;
  /** Told when Enter meets a full block, to say so where the person is looking. */
  readonly onLimit?: ((limit: RowLimit) => void) | undefined;
};

type RowField = HTMLInputElement | HTMLTextAreaElement;

/** What a key press means in a row's text field (see rowKeyCommand), or null for none of its keys. */
function readRowKey(event: KeyboardEvent<RowField>): RowKey | null {
  if (event.nativeEvent.isComposing || event.ctrlKey || event.metaKey) return null;
  if (isPassingThrough(event.currentTarget, event.key)) return null;
  const isAlt = event.altKey;
  switch (event.key) {
    case "Enter":
      return isAlt ? null : "enter";
    case "Backspace":
      return isAlt ? null : "backspace";
    case "Tab":
      return isAlt ? null : event.shiftKey ? "outdent" : "indent";
    case "ArrowUp":
    case "ArrowDown": {
      const isUp = event.key === "ArrowUp";
      if (event.shiftKey) return null;
      if (isAlt) return isUp ? "move-up" : "move-down";
      // In a wrapped (textarea) row the arrows first move through its own lines.
      const field = event.currentTarget;
      const isAtEdge = isUp ? field.selectionStart === 0 : field.selectionEnd === field.value.length;
      if (field instanceof HTMLTextAreaElement && !isAtEdge) return null;
      return isUp ? "previous" : "next";
    }
    default:
      return null;
  }
}

/**
 * The editing keys of a list item or habit-grid row, on the pages and in the editor's panel alike; the
 * rules are the model's (rowKeyCommand), this only reads the key and carries the command out.
 */
export function handleRowKeys(
  event: KeyboardEvent<RowField>,
  target: RowKeyTarget,
  blockId: string,
  rowId: string,
): void {
  const key = readRowKey(event);
  if (!key) return;
  const isEmpty = event.currentTarget.value === "";
  const command = rowKeyCommand(target.getDoc(), { blockId, rowId, key, isEmpty });
  if (!command) return;
  event.preventDefault();
  runRowCommand(target, command);
}

/** A row field's focus handler: notes whether Tab brought it there (see row-passing.ts). */
export function handleRowFocus(event: FocusEvent<RowField>): void {
  noteRowFocus(event.currentTarget);
}

/** Carries out a row command (a key's, or a button's such as the editor's Add and Remove). */
export function runRowCommand(target: RowKeyTarget, command: RowCommand): void {
  if (command.limit) target.onLimit?.(command.limit);
  if (command.update) target.apply(command.update);
  if (command.focus) target.focus(command.focus);
}
