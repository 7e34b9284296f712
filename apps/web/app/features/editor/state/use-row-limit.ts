import { getRowLimit, type RowLimit } from "@listful/checklist";
import { useCallback, useRef, useSyncExternalStore } from "react";
import { useEditorActions } from "./editor-context.ts";

/**
 * The limit that keeps a block from taking another row, or null while it has room. It follows the whole
 * checklist (its item limit counts every list) yet re-renders its reader only when the answer changes.
 */
export function useRowLimit(blockId: string): RowLimit | null {
  const { subscribe, getDoc } = useEditorActions();
  const last = useRef<RowLimit | null>(null);
  const read = useCallback(() => {
    const doc = getDoc();
    const block = doc.blocks.find((candidate) => candidate.id === blockId);
    const limit = block ? getRowLimit(doc, block) : null;
    // The same object while the answer stays the same, as useSyncExternalStore needs.
    if (limit?.scope !== last.current?.scope) last.current = limit;
    return last.current;
  }, [getDoc, blockId]);
  return useSyncExternalStore(subscribe, read, read);
}
