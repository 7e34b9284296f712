import type { Checklist } from "@listful/checklist";
import { and, type ChecklistRow, checklists, type Database, desc, eq, isNull, sql, users } from "@listful/db";

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;

const summaryColumns = {
  id: checklists.id,
  title: checklists.title,
  image: checklists.image,
  folderId: checklists.folderId,
  templateId: checklists.templateId,
  isShared: checklists.isShared,
  revision: checklists.revision,
  createdAt: checklists.createdAt,
  updatedAt: checklists.updatedAt,
};

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createCollectionRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(checklists.id, id), eq(checklists.userId, userId));
  // The dashboard's everyday query (no folder, no search), prepared once per connection.
  const pageOfAll = db
    .select(summaryColumns)
    .from(checklists)
    .where(eq(checklists.userId, sql.placeholder("userId")))
    .orderBy(desc(checklists.updatedAt), desc(checklists.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("checklists_page_all");

  return {
    /** One page of a user's checklists, newest change first. */
    async list(
      userId: string,
      query: { page: number; pageSize: number; folder?: string | undefined; search?: string | undefined },
    ) {
      // One row more than a page says whether there is another, without counting them all.
      const limit = query.pageSize + 1;
      const offset = (query.page - 1) * query.pageSize;
      if (!query.folder && !query.search) {
        const rows = await pageOfAll.execute({ userId, limit, offset });
        return { items: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
      }
      const filters = [eq(checklists.userId, userId)];
      if (query.folder === "none") filters.push(isNull(checklists.folderId));
      else if (query.folder) filters.push(eq(checklists.folderId, query.folder));
      if (query.search) filters.push(sql`${checklists.title} ilike ${likePattern(query.search)}`);
      const rows = await db
        .select(summaryColumns)
        .from(checklists)
        .where(and(...filters))
        .orderBy(desc(checklists.updatedAt), desc(checklists.id))
        .limit(limit)
        .offset(offset);
      return { items: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(checklists).where(owned(userId, id)).returning({ id: checklists.id });
      return rows.length === 1;
    },

    async update(
      userId: string,
      id: string,
      changes: Partial<{
        title: string;
        data: Checklist;
        folderId: string | null;
        isShared: boolean;
        image: string;
      }>,
      options: { documentChanged: boolean },
    ): Promise<ChecklistRow | undefined> {
      const [row] = await db
        .update(checklists)
        .set({
          ...changes,
          updatedAt: new Date(),
          ...(options.documentChanged ? { revision: sql`${checklists.revision} + 1` } : {}),
        })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    /** A shared checklist with its owner's display name; undefined when private or missing. */
    async findShared(id: string) {
      const [row] = await db
        .select({ checklist: checklists, ownerName: users.name })
        .from(checklists)
        .innerJoin(users, eq(users.id, checklists.userId))
        .where(and(eq(checklists.id, id), eq(checklists.isShared, true)))
        .limit(1);
      return row;
    },
  };
}
