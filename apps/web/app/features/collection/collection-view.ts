/** Which part of My collection a URL shows: the checklists (all, unfiled or one folder) or the bookmarks. */
export type CollectionView =
  | { tab: "checklists"; folder: string | null }
  | { tab: "bookmarks"; folder: null };

/** `folder=none` lists the checklists in no folder. */
export const UNFILED = "none";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readCollectionView(params: URLSearchParams): CollectionView {
  if (params.get("tab") === "bookmarks") return { tab: "bookmarks", folder: null };
  const folder = params.get("folder");
  return { tab: "checklists", folder: folder === UNFILED || (folder && UUID.test(folder)) ? folder : null };
}

export function collectionHref(view: CollectionView): string {
  if (view.tab === "bookmarks") return "/dashboard?tab=bookmarks";
  return view.folder ? `/dashboard?folder=${encodeURIComponent(view.folder)}` : "/dashboard";
}
