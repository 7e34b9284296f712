import type { ChecklistPage, ChecklistSummary } from "@listful/contracts";
import { useState } from "react";
import { flushSync } from "react-dom";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { checklistQuery } from "./collection-view.ts";

export type ChecklistList = {
  items: ChecklistSummary[];
  hasMore: boolean;
  isLoadingMore: boolean;
  /** The first card it added (already drawn, to take focus), or null when it added none. */
  loadMore: () => Promise<string | null>;
  /** Puts a changed checklist in place, or drops it when it no longer belongs in this folder or search. */
  update: (item: ChecklistSummary) => void;
  remove: (id: string) => void;
  /** A new copy: the list is newest change first, so it goes on top. */
  prepend: (item: ChecklistSummary) => void;
};

function belongs(item: ChecklistSummary, folder: string | null, search: string): boolean {
  if (search && !item.title.toLocaleLowerCase().includes(search.toLocaleLowerCase())) return false;
  if (!folder) return true;
  if (folder === "none") return item.folder === null;
  return item.folder?.id === folder;
}

/** The cards on screen: the server's first page, then more on demand, kept in step with what the user does. */
export function useChecklistList(first: ChecklistPage, folder: string | null, search: string): ChecklistList {
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(first.page);
  const [hasMore, setHasMore] = useState(first.hasMore);
  const [isLoadingMore, setLoadingMore] = useState(false);

  async function loadMore(): Promise<string | null> {
    setLoadingMore(true);
    try {
      const next = await api.request("GET /api/checklists", {
        query: checklistQuery(page + 1, folder, search),
      });
      let firstAdded: string | null = null;
      // Drawn at once, so the caller can hand focus to the first new card.
      flushSync(() => {
        // A copy made since shifts the pages by one: skip cards already shown.
        setItems((current) => {
          const shown = new Set(current.map((item) => item.id));
          const added = next.items.filter((item) => !shown.has(item.id));
          firstAdded = added[0]?.id ?? null;
          return [...current, ...added];
        });
        setPage(next.page);
        setHasMore(next.hasMore);
      });
      return firstAdded;
    } catch (error) {
      handleApiError(error);
      return null;
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    items,
    hasMore,
    isLoadingMore,
    loadMore,
    update: (item) =>
      setItems((current) =>
        belongs(item, folder, search)
          ? current.map((entry) => (entry.id === item.id ? item : entry))
          : current.filter((entry) => entry.id !== item.id),
      ),
    remove: (id) => setItems((current) => current.filter((entry) => entry.id !== id)),
    prepend: (item) => {
      if (belongs(item, folder, search))
        setItems((current) => [item, ...current.filter((e) => e.id !== item.id)]);
    },
  };
}
