import type { Checklist } from "@listful/checklist";
import { backgroundUrlFor, type ShareAccess } from "@listful/contracts";
import { data, type RouterContextProvider } from "react-router";
import { isBadRequest, isNotFound } from "../../lib/api-errors.ts";
import { checklistNotShared } from "../../lib/route-errors.ts";
import { requestContext } from "../../request-context.ts";

/** A checklist as the view and check-off pages show it, to its owner or to anyone when it is shared. */
export type LoadedChecklist = {
  id: string;
  title: string;
  doc: Checklist;
  image: string | null;
  updated: string;
  /** Null for the owner's own. */
  ownerName: string | null;
  isOwner: boolean;
  isShared: boolean;
  /** What its link lets visitors do: keep their ticks in their browser ("view"), or tick it for everyone. */
  access: ShareAccess;
  /** The stored revision `doc` is, from which its live channel goes on. */
  revision: number;
  /** Whether a signed-in visitor keeps it in their bookmarks. */
  isBookmarked: boolean;
  backgroundUrl: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): never {
  throw data("This checklist could not be found.", { status: 404 });
}

/** A 404 means "not yours" or "not shared" (or gone), a 400 an id that names nothing: the page answers 404 either way. */
function isMissing(error: unknown): boolean {
  return isNotFound(error) || isBadRequest(error);
}

/**
 * The checklist in `?id=`: the owner's copy when it is theirs (shared or not), else the public preview of a
 * shared one. Anything else is an HTTP 404, decided here on the server: an address without an id is a page
 * that is not there; an id the visitor may not see is a checklist that is private or no longer shared,
 * whether it is, or was deleted, or never was.
 */
export async function loadChecklist(
  context: Readonly<RouterContextProvider>,
  id: string | null,
): Promise<LoadedChecklist> {
  if (!id || !UUID.test(id)) notFound();
  const { api, user } = context.get(requestContext);
  const loaded = (await (user ? loadOwn(context, id) : null)) ?? (await loadShared(context, id));
  const backgroundUrl = loaded.doc.design.showBackground
    ? (backgroundUrlFor(loaded.doc, await api.request("GET /api/backgrounds")) ?? null)
    : null;
  return { ...loaded, backgroundUrl };
}

async function loadOwn(context: Readonly<RouterContextProvider>, id: string) {
  try {
    const own = await context.get(requestContext).api.request("GET /api/checklist/:id", { params: { id } });
    return {
      id: own.id,
      title: own.title,
      doc: own.data,
      image: own.image,
      updated: own.updated,
      ownerName: null,
      isOwner: true,
      isShared: own.isShared,
      access: own.access,
      revision: own.revision,
      isBookmarked: false,
    };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function loadShared(context: Readonly<RouterContextProvider>, id: string) {
  const { api, user } = context.get(requestContext);
  try {
    const [shared, bookmarks] = await Promise.all([
      api.request("GET /api/checklist/preview/:id", { params: { id } }),
      user ? api.request("GET /api/bookmarks") : Promise.resolve([]),
    ]);
    return {
      id: shared.id,
      title: shared.title,
      doc: shared.data,
      image: shared.image,
      updated: shared.updated,
      ownerName: shared.owner.name,
      isOwner: false,
      isShared: true,
      access: shared.access,
      revision: shared.revision,
      isBookmarked: bookmarks.some((bookmark) => bookmark.id === id),
    };
  } catch (error) {
    if (isMissing(error)) checklistNotShared();
    throw error;
  }
}
