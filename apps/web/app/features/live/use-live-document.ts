import type { Checklist } from "@listful/checklist";
import { useState, useSyncExternalStore } from "react";
import { createListeners } from "../../lib/listeners.ts";
import { createLiveDocument, type StoredChecklist } from "./live-document.ts";
import { useLiveList } from "./use-live-list.ts";

/**
 * A shared list as the server has it, kept current while the page is open: the view page's, and a view-only
 * link's check-off page, under the visitor's own ticks.
 */
export function useLiveDocument(
  id: string,
  initial: StoredChecklist,
): { doc: Checklist } & ReturnType<typeof useLiveList> {
  const [store] = useState(() => {
    const listeners = createListeners();
    const document = createLiveDocument(initial, listeners.notify);
    return { document, subscribe: listeners.subscribe, revision: () => document.current().revision };
  });
  const stored = useSyncExternalStore(store.subscribe, store.document.current, store.document.current);
  const live = useLiveList(id, { receive: store.document.receive, revision: store.revision });
  return { doc: stored.data, ...live };
}
