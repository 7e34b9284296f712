import type { FastifyBaseLogger } from "fastify";
import { THUMBNAILS_FOLDER } from "../pdf/thumbnails.ts";
import { UPLOADS_PATH } from "./media.routes.ts";
import type { Storage } from "./storage.ts";

/** What a checklist keeps in storage is found from its id and its `image` column. */
export type ChecklistWithImage = { id: string; image: string | null };

export type ChecklistFiles = ReturnType<typeof createChecklistFiles>;

/** The storage key behind a served path (`/media/u/checklists/…webp?v=3`), if it is a checklist's file. */
export function checklistFileKey(image: string | null): string | null {
  if (!image?.startsWith(UPLOADS_PATH)) return null;
  const key = image.slice(UPLOADS_PATH.length).split("?")[0] ?? "";
  return key.startsWith("checklists/") || key.startsWith(`${THUMBNAILS_FOLDER}/checklists/`) ? key : null;
}

/**
 * The files a checklist has besides its row: its thumbnail and any image its owner uploaded. They go
 * when the checklist goes (or its account), so nothing of it stays reachable. A file that cannot be removed
 * is logged, never a reason to keep the data.
 */
export function createChecklistFiles(storage: Storage, log: FastifyBaseLogger) {
  const thumbnailKey = (id: string) => `${THUMBNAILS_FOLDER}/checklists/${id}.webp`;

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
      if (key?.startsWith("checklists/") && previous !== current) await remove(key);
    },
  };
}
