import type { Bookmark } from "@listful/contracts";
import { NotFoundError, RefusedError } from "../../domain-errors.ts";
import type { CollectionRepository } from "../checklists/collection.repository.ts";
import type { BookmarkRepository } from "./bookmarks.repository.ts";

export type BookmarkService = ReturnType<typeof createBookmarkService>;

type BookmarkRow = Awaited<ReturnType<BookmarkRepository["list"]>>[number];

function toBookmark(row: BookmarkRow): Bookmark {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    owner: { name: row.ownerName },
    updated: row.updatedAt.toISOString(),
    bookmarked: row.bookmarkedAt.toISOString(),
  };
}

/** Someone's bookmarks: other people's shared checklists, kept for as long as they stay shared. */
export function createBookmarkService(deps: {
  bookmarkRepository: BookmarkRepository;
  collectionRepository: Pick<CollectionRepository, "findShared">;
}) {
  return {
    async list(userId: string): Promise<Bookmark[]> {
      return (await deps.bookmarkRepository.list(userId)).map(toBookmark);
    },

    /** Only a checklist shared by someone else: one's own is in one's collection already. */
    async add(userId: string, checklistId: string): Promise<void> {
      const found = await deps.collectionRepository.findShared(checklistId);
      if (!found) throw new NotFoundError("This checklist is not shared.");
      if (found.checklist.userId === userId) {
        throw new RefusedError("This checklist is already in your collection.");
      }
      await deps.bookmarkRepository.add(userId, checklistId);
    },

    async remove(userId: string, checklistId: string): Promise<void> {
      if (!(await deps.bookmarkRepository.remove(userId, checklistId))) {
        throw new NotFoundError("This checklist is not in your bookmarks.");
      }
    },
  };
}
