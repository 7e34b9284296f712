import type { Checklist } from "@listful/checklist";
import type { ShareAccess } from "@listful/contracts";
import { and, type ChecklistRow, checklists, type Database, desc, eq, isNull, sql, users } from "@listful/db";
import { CARD_COLUMNS, ownedChecklist } from "./checklist-columns.ts";

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createCollectionRepository(db: Database) {
  // The dashboard's everyday query (no folder, no search), prepared once per connection.
  const pageOfAll = db
    .select(CARD_COLUMNS)
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
        .select(CARD_COLUMNS)
        .from(checklists)
        .where(and(...filters))
        .orderBy(desc(checklists.updatedAt), desc(checklists.id))
        .limit(limit)
        .offset(offset);
      return { items: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
    },

    /** The removed checklist's id and image, or undefined when there was none of this user's. */
    async remove(userId: string, id: string): Promise<{ id: string; image: string | null } | undefined> {
      const [row] = await db
        .delete(checklists)
        .where(ownedChecklist(userId, id))
        .returning({ id: checklists.id, image: checklists.image });
      return row;
    },

    /** The titles of a user's checklists that end as a copy's do ("… (copy)", "… (copy 2)"). */
    async copyTitles(userId: string): Promise<string[]> {
      const rows = await db
        .select({ title: checklists.title })
        .from(checklists)
        .where(and(eq(checklists.userId, userId), sql`${checklists.title} like '% (copy%)'`));
      return rows.map((row) => row.title);
    },

    /** Every checklist of a user with its image: what storage holds for them. */
    async imagesOf(userId: string): Promise<{ id: string; image: string | null }[]> {
      return db
        .select({ id: checklists.id, image: checklists.image })
        .from(checklists)
        .where(eq(checklists.userId, userId));
    },

    async update(
      userId: string,
      id: string,
      changes: Partial<{
        title: string;
        data: Checklist;
        folderId: string | null;
        isShared: boolean;
        shareAccess: ShareAccess;
        image: string;
      }>,
      options: { documentChanged: boolean },
    ): Promise<ChecklistRow | undefined> {
      const [row] = await db
        .update(checklists)
        .set({
          ...changes,
          // Filing, sharing or a new picture is not an edit: the card keeps its place and its "Edited" time.
          ...(options.documentChanged
            ? { updatedAt: new Date(), revision: sql`${checklists.revision} + 1` }
            : {}),
        })
        .where(ownedChecklist(userId, id))
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
