import type { Checklist } from "@listful/checklist";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createHistory, type History, recordChange, redoChange, undoChange } from "./history.ts";
import { isSameShape } from "./same-shape.ts";

/** A change to the document: an operation of @listful/checklist applied to the current one. */
export type DocUpdate = (doc: Checklist) => Checklist;

export type EditorActions = {
  /** The current document, for event handlers that need to look before they change (a new row's id). */
  readonly getDoc: () => Checklist;
  /** Applies a change as one undo step, or as part of the current step when `group` matches (typing). */
  readonly change: (update: DocUpdate, group?: string | null) => void;
  readonly undo: () => void;
  readonly redo: () => void;
};

/** The document with its undo and redo stacks; every change goes through `change`. */
export function useEditorHistory(initial: Checklist | (() => Checklist)) {
  const [history, setHistory] = useState<History>(() =>
    createHistory(typeof initial === "function" ? initial() : initial),
  );
  const docRef = useRef(history.present);
  useLayoutEffect(() => {
    docRef.current = history.present;
  });
  const getDoc = useCallback(() => docRef.current, []);
  const change = useCallback((update: DocUpdate, group: string | null = null) => {
    const now = performance.now();
    setHistory((current) => {
      const next = update(current.present);
      const keepsGroup = group !== null && isSameShape(current.present, next);
      return recordChange(current, next, keepsGroup ? group : null, now);
    });
  }, []);
  const undo = useCallback(() => setHistory(undoChange), []);
  const redo = useCallback(() => setHistory(redoChange), []);
  const actions = useMemo<EditorActions>(
    () => ({ getDoc, change, undo, redo }),
    [getDoc, change, undo, redo],
  );
  return {
    doc: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    actions,
  };
}
