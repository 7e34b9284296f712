import type { Checklist } from "@listful/checklist";
import type { ShareAccess } from "@listful/contracts";
import { and, type ChecklistRow, checklists, type Database, eq, type SQL, sql } from "@listful/db";
import { ownedChecklist } from "./checklist-columns.ts";

export type ChecklistRepository = ReturnType<typeof createChecklistRepository>;

export function createChecklistRepository(db: Database) {
  const byOwner = db
    .select()
    .from(checklists)
    .where(and(eq(checklists.id, sql.placeholder("id")), eq(checklists.userId, sql.placeholder("userId"))))
    .limit(1)
    .prepare("checklist_by_owner");

  return {
    async insert(values: {
      userId: string;
      title: string;
      data: Checklist;
      templateId: number | null;
      folderId?: string | null;
      image?: string | null;
    }): Promise<ChecklistRow> {
      const [row] = await db.insert(checklists).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    /** The checklist if this user owns it; another user's id reads as missing. */
    async findOwned(userId: string, id: string): Promise<ChecklistRow | undefined> {
      const [row] = await byOwner.execute({ id, userId });
      return row;
    },

    async findById(id: string): Promise<ChecklistRow | undefined> {
      const [row] = await db.select().from(checklists).where(eq(checklists.id, id)).limit(1);
      return row;
    },

    /**
     * Replaces the document when the stored revision is the one the client edited (or any, when it did not
     * say); undefined when nothing matched.
     */
    async updateDocument(
      userId: string,
      id: string,
      changes: { data: Checklist; title: string },
      expectedRevision?: number,
    ): Promise<ChecklistRow | undefined> {
      const [row] = await db
        .update(checklists)
        .set({ ...changes, revision: sql`${checklists.revision} + 1`, updatedAt: new Date() })
        .where(
          expectedRevision === undefined
            ? ownedChecklist(userId, id)
            : and(ownedChecklist(userId, id), eq(checklists.revision, expectedRevision)),
        )
        .returning();
      return row;
    },

    /**
     * Changes a document under a row lock, so changes made at the same moment (ticks from two devices) all
     * land. `change` gets the current row and returns the new document and title, or undefined to leave the
     * row (and its revision) as it is; `revisions` counts the changes it made at once (ticks stored together),
     * each one revision. `scope` is who may: its owner (`ownedChecklist`) or anyone with its
     * link (`tickableChecklist`). Undefined when no such checklist is in that scope.
     */
    async changeDocument(
      id: string,
      scope: SQL | undefined,
      change: (row: ChecklistRow) => { data: Checklist; title: string; revisions?: number } | undefined,
    ): Promise<{ row: ChecklistRow; changed: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(checklists).where(scope).for("update");
        if (!row) return undefined;
        const changes = change(row);
        if (!changes) return { row, changed: false };
        const { data, title, revisions = 1 } = changes;
        const [updated] = await tx
          .update(checklists)
          .set({ data, title, revision: sql`${checklists.revision} + ${revisions}`, updatedAt: new Date() })
          .where(eq(checklists.id, id))
          .returning();
        return updated && { row: updated, changed: true };
      });
    },

    /** Whose a checklist is, whether it is shared and for what: who may see its images, who may tick it. */
    async sharingOf(
      id: string,
    ): Promise<{ userId: string; isShared: boolean; shareAccess: ShareAccess } | undefined> {
      const [row] = await db
        .select({
          userId: checklists.userId,
          isShared: checklists.isShared,
          shareAccess: checklists.shareAccess,
        })
        .from(checklists)
        .where(eq(checklists.id, id))
        .limit(1);
      return row;
    },

    async setImage(id: string, image: string): Promise<void> {
      await db.update(checklists).set({ image }).where(eq(checklists.id, id));
    },
  };
}
