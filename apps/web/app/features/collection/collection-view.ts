/** Which part of My collection a URL shows: the checklists (all, unfiled or one folder, maybe searched) or the bookmarks. */
export type CollectionView =
  | { tab: "checklists"; folder: string | null; search: string }
  | { tab: "bookmarks"; folder: null; search: "" };

/** `folder=none` lists the checklists in no folder. */
export const UNFILED = "none";

/** The longest search the API accepts. */
export const SEARCH_MAX = 120;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readCollectionView(params: URLSearchParams): CollectionView {
  if (params.get("tab") === "bookmarks") return { tab: "bookmarks", folder: null, search: "" };
  const folder = params.get("folder");
  return {
    tab: "checklists",
    folder: folder === UNFILED || (folder && UUID.test(folder)) ? folder : null,
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
  };
}

/** The query for one page of the checklists a view shows. */
export function checklistQuery(page: number, folder: string | null, search: string) {
  return { page, ...(folder ? { folder } : {}), ...(search ? { search } : {}) };
}
