import { and, asc, checklists, count, type Database, eq, type FolderRow, folders } from "@listful/db";

export type FolderRepository = ReturnType<typeof createFolderRepository>;

export function createFolderRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(folders.id, id), eq(folders.userId, userId));
  return {
    /** A user's folders with how many checklists each holds, by name. */
    list(userId: string) {
      return db
        .select({
          id: folders.id,
          name: folders.name,
          createdAt: folders.createdAt,
          checklistCount: count(checklists.id),
        })
        .from(folders)
        .leftJoin(checklists, eq(checklists.folderId, folders.id))
        .where(eq(folders.userId, userId))
        .groupBy(folders.id)
        .orderBy(asc(folders.name));
    },
    async findOwned(userId: string, id: string): Promise<FolderRow | undefined> {
      const [row] = await db.select().from(folders).where(owned(userId, id)).limit(1);
      return row;
    },
    async insert(userId: string, name: string): Promise<FolderRow> {
      const [row] = await db.insert(folders).values({ userId, name }).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async rename(userId: string, id: string, name: string): Promise<FolderRow | undefined> {
      const [row] = await db.update(folders).set({ name }).where(owned(userId, id)).returning();
      return row;
    },
    /** Its checklists stay, outside any folder (the foreign key sets them free). */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(folders).where(owned(userId, id)).returning({ id: folders.id });
      return rows.length === 1;
    },
    async countChecklists(folderId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(checklists)
        .where(eq(checklists.folderId, folderId));
      return row?.value ?? 0;
    },
  };
}
