import type { Checklist } from "@listful/checklist";
import { useMemo, useState, useSyncExternalStore } from "react";
import { createEditorStore, type EditorStore } from "./editor-store.ts";

/** What controls use to change the document; stable for the editor's lifetime. */
export type EditorActions = Pick<EditorStore, "getDoc" | "change" | "undo" | "redo" | "subscribe">;

/** The document with its undo and redo stacks; every change goes through `actions.change`. */
export function useEditorHistory(initial: () => Checklist) {
  const [store] = useState(() => createEditorStore(initial()));
  const history = useSyncExternalStore(store.subscribe, store.getHistory, store.getHistory);
  const actions = useMemo<EditorActions>(
    () => ({
      getDoc: store.getDoc,
      change: store.change,
      undo: store.undo,
      redo: store.redo,
      subscribe: store.subscribe,
    }),
    [store],
  );
  return {
    doc: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    actions,
  };
}
