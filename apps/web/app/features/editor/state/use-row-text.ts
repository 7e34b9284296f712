import { type Checklist, getRowsOf } from "@listful/checklist";
import { useCallback, useSyncExternalStore } from "react";
import { useEditorActions } from "./editor-context.ts";

const indexes = new WeakMap<Checklist, ReadonlyMap<string, string>>();

/** The text of every list item and habit-grid row by id, built once per document. */
function rowTexts(doc: Checklist): ReadonlyMap<string, string> {
  let index = indexes.get(doc);
  if (!index) {
    const built = new Map<string, string>();
    for (const block of doc.blocks) for (const row of getRowsOf(block)) built.set(row.id, row.text);
    index = built;
    indexes.set(doc, index);
  }
  return index;
}

/** One row's text, re-rendering its reader only when that text changes. */
export function useRowText(rowId: string): string {
  const { subscribe, getDoc } = useEditorActions();
  const read = useCallback(() => rowTexts(getDoc()).get(rowId) ?? "", [getDoc, rowId]);
  return useSyncExternalStore(subscribe, read, read);
}
