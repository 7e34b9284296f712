import type { ApiClient, Bookmark, ChecklistPage, Folder } from "@listful/contracts";
import { type CollectionView, checklistQuery } from "./collection-view.ts";

export type CollectionData = {
  view: CollectionView;
  folders: Folder[];
  /** The first page of checklists; empty on the bookmarks tab. */
  checklists: ChecklistPage;
  bookmarks: Bookmark[];
};

const NO_PAGE: ChecklistPage = { items: [], page: 1, pageSize: 12, hasMore: false };

/** What My collection shows first, fetched on the server so the page arrives complete. */
export async function loadCollection(api: ApiClient, requested: CollectionView): Promise<CollectionData> {
  const folders = await api.request("GET /api/folders");
  // A folder that is gone (deleted on another device) falls back to the whole collection.
  const view: CollectionView =
    requested.tab === "checklists" &&
    requested.folder &&
    requested.folder !== "none" &&
    !folders.some((folder) => folder.id === requested.folder)
      ? { ...requested, folder: null }
      : requested;
  if (view.tab === "bookmarks") {
    return { view, folders, checklists: NO_PAGE, bookmarks: await api.request("GET /api/bookmarks") };
  }
  const checklists = await api.request("GET /api/checklists", {
    query: checklistQuery(1, view.folder, view.search),
  });
  return { view, folders, checklists, bookmarks: [] };
}
