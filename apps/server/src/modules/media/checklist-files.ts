import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { MediaAccess } from "./media.routes.ts";
import { type Storage, THUMBNAILS_FOLDER, UPLOADS_PATH } from "./storage.ts";

/** What a checklist keeps in storage is found from its id and its `image` column. */
export type ChecklistWithImage = { id: string; image: string | null };

export type ChecklistFiles = ReturnType<typeof createChecklistFiles>;

const UPLOADED_FOLDER = "checklists/";
const THUMBNAIL_FOLDER = `${THUMBNAILS_FOLDER}/checklists/`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The storage key behind a served path (`/media/u/checklists/…webp?v=3`), if it is a checklist's file. */
export function checklistFileKey(image: string | null): string | null {
  if (!image?.startsWith(UPLOADS_PATH)) return null;
  const key = image.slice(UPLOADS_PATH.length).split("?")[0] ?? "";
  return key.startsWith(UPLOADED_FOLDER) || key.startsWith(THUMBNAIL_FOLDER) ? key : null;
}

/** The checklist a stored file belongs to (its thumbnail or an image its owner uploaded), from the key. */
function checklistIdOfKey(key: string): string | null {
  const rest = key.startsWith(UPLOADED_FOLDER)
    ? key.slice(UPLOADED_FOLDER.length)
    : key.startsWith(THUMBNAIL_FOLDER)
      ? key.slice(THUMBNAIL_FOLDER.length)
      : null;
  return rest?.match(UUID)?.[0] ?? null;
}

/**
 * Who may see a stored file. A checklist's files are anyone's only while it is shared, and then never cached
 * without asking, so that ending the sharing ends them at once; otherwise they are its owner's alone. Every
 * other file (template thumbnails) is public.
 */
export function checklistFilesAccess(deps: {
  sharingOf(id: string): Promise<{ userId: string; isShared: boolean } | undefined>;
  viewerOf(request: FastifyRequest): Promise<string | null>;
}): MediaAccess {
  return async (key, request) => {
    const id = checklistIdOfKey(key);
    if (!id) return checklistFileKey(`${UPLOADS_PATH}${key}`) ? "none" : "public";
    const checklist = await deps.sharingOf(id);
    if (!checklist) return "none";
    if (checklist.isShared) return "shared";
    return (await deps.viewerOf(request)) === checklist.userId ? "owner" : "none";
  };
}

/**
 * The files a checklist has besides its row: its thumbnail and any image its owner uploaded. They go
 * when the checklist goes (or its account), so nothing of it stays reachable. A file that cannot be removed
 * is logged, never a reason to keep the data.
 */
export function createChecklistFiles(storage: Storage, log: FastifyBaseLogger) {
  const thumbnailKey = (id: string) => `${THUMBNAIL_FOLDER}${id}.webp`;

  async function remove(key: string) {
    try {
      await storage.remove(key);
    } catch (error) {
      log.warn({ err: error, key }, "could not remove a stored file");
    }
  }

  return {
    thumbnailKey,
    /** Removes every file of these checklists. */
    async removeAll(list: readonly ChecklistWithImage[]): Promise<void> {
      for (const checklist of list) {
        await remove(thumbnailKey(checklist.id));
        const uploaded = checklistFileKey(checklist.image);
        if (uploaded && uploaded !== thumbnailKey(checklist.id)) await remove(uploaded);
      }
    },
    /** Removes an image that has just been replaced, if it was an uploaded one. */
    async removeReplaced(previous: string | null, current: string | null): Promise<void> {
      const key = checklistFileKey(previous);
      if (key?.startsWith(UPLOADED_FOLDER) && previous !== current) await remove(key);
    },
  };
}
