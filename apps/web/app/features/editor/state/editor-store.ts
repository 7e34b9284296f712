import type { Checklist } from "@listful/checklist";
import { createListeners } from "../../../lib/listeners.ts";
import { createHistory, type History, recordChange, redoChange, undoChange } from "./history.ts";
import { isSameShape } from "./same-shape.ts";

/** A change to the document: an operation of @listful/checklist applied to the current one. */
export type DocUpdate = (doc: Checklist) => Checklist;

export type EditorStore = {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getHistory: () => History;
  readonly getDoc: () => Checklist;
  /** Applies a change as one undo step, or as part of the current step when `group` matches (typing). */
  readonly change: (update: DocUpdate, group?: string | null) => void;
  readonly undo: () => void;
  readonly redo: () => void;
};

/**
 * The document and its undo history, outside React so that a control can subscribe to the one row it shows:
 * a keystroke then re-renders that row, not every row of a 100-item list.
 */
export function createEditorStore(initial: Checklist): EditorStore {
  let history = createHistory(initial);
  const listeners = createListeners();
  const set = (next: History) => {
    if (next === history) return;
    history = next;
    listeners.notify();
  };
  return {
    subscribe: listeners.subscribe,
    getHistory: () => history,
    getDoc: () => history.present,
    change(update, group = null) {
      const next = update(history.present);
      const keepsGroup = group !== null && isSameShape(history.present, next);
      set(recordChange(history, next, keepsGroup ? group : null, performance.now()));
    },
    undo: () => set(undoChange(history)),
    redo: () => set(redoChange(history)),
  };
}
