import { and, bookmarks, checklists, type Database, desc, eq, users } from "@listful/db";

export type BookmarkRepository = ReturnType<typeof createBookmarkRepository>;

export function createBookmarkRepository(db: Database) {
  return {
    /** A user's bookmarks of checklists that are still shared, newest first. */
    list(userId: string) {
      return db
        .select({
          id: checklists.id,
          title: checklists.title,
          image: checklists.image,
          ownerName: users.name,
          updatedAt: checklists.updatedAt,
          bookmarkedAt: bookmarks.createdAt,
        })
        .from(bookmarks)
        .innerJoin(checklists, eq(checklists.id, bookmarks.checklistId))
        .innerJoin(users, eq(users.id, checklists.userId))
        .where(and(eq(bookmarks.userId, userId), eq(checklists.isShared, true)))
        .orderBy(desc(bookmarks.createdAt));
    },
    async add(userId: string, checklistId: string): Promise<void> {
      await db.insert(bookmarks).values({ userId, checklistId }).onConflictDoNothing();
    },
    async remove(userId: string, checklistId: string): Promise<boolean> {
      const rows = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.checklistId, checklistId)))
        .returning({ id: bookmarks.checklistId });
      return rows.length === 1;
    },
    async has(userId: string, checklistId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookmarks.checklistId })
        .from(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.checklistId, checklistId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
