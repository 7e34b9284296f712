import {
  type AdminTemplate,
  type AdminTemplateListQuery,
  type AuditAction,
  TEMPLATE_EVENT_LISTS,
  TEMPLATE_EVENTS,
} from "@listful/contracts";
import {
  adminAudit,
  and,
  asc,
  type Database,
  desc,
  eq,
  gte,
  isNull,
  libraryVersion,
  lt,
  type SQL,
  sql,
  type TemplateRow,
  templateCategories,
  templateStats,
  templates,
  users,
} from "@listful/db";
import { listColumns } from "../templates/templates.repository.ts";

export type AdminTemplateRepository = ReturnType<typeof createAdminTemplateRepository>;

/** What a template's row may be given by an admin (the document already read and checked). */
export type TemplateChanges = Partial<
  Pick<
    TemplateRow,
    | "checklistId"
    | "type"
    | "orderBy"
    | "categoryId"
    | "slug"
    | "title"
    | "description"
    | "data"
    | "image"
    | "imageUploaded"
    | "isPremium"
    | "isPublished"
  >
>;

/** One audit entry to write beside a change; the actor and the time are the change's own. */
export type AuditRecord = {
  action: AuditAction;
  templateId?: number | null;
  userId?: string | null;
  before: unknown;
  after: unknown;
};

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const count = (event: number) =>
  sql<number>`(select count(*) from ${templateStats} where ${templateStats.templateId} = ${templates.id} and ${templateStats.event} = ${event})`.mapWith(
    Number,
  );

const adminColumns = {
  ...listColumns,
  isPublished: templates.isPublished,
  imageUploaded: templates.imageUploaded,
  views: count(TEMPLATE_EVENTS.view),
  downloads: count(TEMPLATE_EVENTS.download),
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
  updatedById: users.id,
  updatedByName: users.name,
  updatedByEmail: users.email,
};

function selectAdmin(executor: Database | Transaction) {
  return executor
    .select(adminColumns)
    .from(templates)
    .leftJoin(templateCategories, eq(templates.categoryId, templateCategories.id))
    .leftJoin(users, eq(templates.updatedBy, users.id))
    .$dynamic();
}

type AdminRow = Awaited<ReturnType<typeof selectAdmin>>[number];

function toAdminTemplate(row: AdminRow): AdminTemplate {
  const { updatedById, updatedByName, updatedByEmail, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    updatedBy:
      updatedById === null
        ? null
        : { id: updatedById, name: updatedByName ?? "", email: updatedByEmail ?? "" },
  };
}

/** The admins' side of the template library: drafts included, with stats, authorship and the audit log. */
export function createAdminTemplateRepository(db: Database) {
  async function findAdmin(id: number, executor: Database | Transaction = db) {
    const [row] = await selectAdmin(executor).where(eq(templates.id, id)).limit(1);
    return row && toAdminTemplate(row);
  }

  async function audit(executor: Database | Transaction, actorId: string, entry: AuditRecord) {
    await executor.insert(adminAudit).values({
      action: entry.action,
      actorId,
      templateId: entry.templateId ?? null,
      userId: entry.userId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  /**
   * Records a change to the library beside it, in its transaction: the audit entry, and the library's version
   * moved on, so every instance's cache of the library drops what it holds once the change is committed.
   */
  async function recordLibraryChange(tx: Transaction, actorId: string, entry: AuditRecord) {
    await audit(tx, actorId, entry);
    await tx.update(libraryVersion).set({ version: sql`${libraryVersion.version} + 1` });
  }

  return {
    findAdmin,

    /** The library as admins see it, filtered, in the lists' own order (orderBy, then id). */
    async list(
      filter: Omit<AdminTemplateListQuery, "published" | "premium"> & {
        published?: boolean | undefined;
        premium?: boolean | undefined;
      },
    ): Promise<AdminTemplate[]> {
      const where: SQL[] = [];
      if (filter.type) where.push(eq(templates.type, filter.type));
      if (filter.category === "none") where.push(isNull(templates.categoryId));
      else if (filter.category) where.push(eq(templateCategories.slug, filter.category));
      if (filter.published !== undefined) where.push(eq(templates.isPublished, filter.published));
      if (filter.premium !== undefined) where.push(eq(templates.isPremium, filter.premium));
      const rows = await selectAdmin(db)
        .where(and(...where))
        .orderBy(asc(templates.orderBy), asc(templates.id));
      return rows.map(toAdminTemplate);
    },

    async findRow(id: number): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
      return row;
    },

    async categoryId(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: templateCategories.id })
        .from(templateCategories)
        .where(eq(templateCategories.slug, slug))
        .limit(1);
      return row?.id;
    },

    /** One more than the largest orderBy: where a template goes when nobody says. */
    async nextOrder(): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${templates.orderBy}), -1) + 1`.mapWith(Number) })
        .from(templates);
      return row?.next ?? 0;
    },

    /** Inserts a template and its audit entry together; the entry's `after` is made from the new row. */
    async insert(
      actorId: string,
      values: TemplateChanges & Pick<TemplateRow, "type" | "slug" | "title" | "data">,
      snapshot: (row: TemplateRow) => unknown,
    ): Promise<AdminTemplate> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(templates)
          .values({ ...values, updatedBy: actorId })
          .returning();
        if (!row) throw new Error("the template was not inserted");
        await recordLibraryChange(tx, actorId, {
          action: "template.create",
          templateId: row.id,
          before: null,
          after: snapshot(row),
        });
        return (await findAdmin(row.id, tx)) as AdminTemplate;
      });
    },

    /**
     * Changes a template under a row lock and records the change with the row before and after; undefined
     * when there is no such template. `change` may refuse by throwing, and then nothing is written.
     */
    async update(
      actorId: string,
      id: number,
      action: AuditAction,
      change: (row: TemplateRow) => TemplateChanges,
      snapshot: (row: TemplateRow) => unknown,
    ): Promise<{ template: AdminTemplate; before: TemplateRow; after: TemplateRow } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(templates).where(eq(templates.id, id)).for("update");
        if (!before) return undefined;
        const [after] = await tx
          .update(templates)
          .set({ ...change(before), updatedAt: new Date(), updatedBy: actorId })
          .where(eq(templates.id, id))
          .returning();
        if (!after) return undefined;
        await recordLibraryChange(tx, actorId, {
          action,
          templateId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return { template: (await findAdmin(id, tx)) as AdminTemplate, before, after };
      });
    },

    /**
     * Puts `ids` in this order and renumbers the whole library 10, 20, 30... so no two templates tie: the
     * named templates take the places they held between them, everything else keeps its place.
     */
    async reorder(actorId: string, ids: readonly number[]): Promise<{ missing: number[] }> {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: templates.id, orderBy: templates.orderBy })
          .from(templates)
          .orderBy(asc(templates.orderBy), asc(templates.id))
          .for("update");
        const known = new Set(current.map((row) => row.id));
        const missing = ids.filter((id) => !known.has(id));
        if (missing.length > 0) return { missing };
        const moved = new Set(ids);
        const queue = [...ids];
        const order = current.map((row) => (moved.has(row.id) ? (queue.shift() as number) : row.id));
        const before = Object.fromEntries(current.map((row) => [row.id, row.orderBy]));
        const after: Record<number, number> = {};
        for (const [index, id] of order.entries()) {
          const orderBy = (index + 1) * 10;
          after[id] = orderBy;
          if (before[id] !== orderBy) {
            await tx.update(templates).set({ orderBy }).where(eq(templates.id, id));
          }
        }
        await recordLibraryChange(tx, actorId, {
          action: "template.reorder",
          before: { order: before },
          after: { order: after, ids },
        });
        return { missing: [] };
      });
    },

    /** Deletes a template only while it is a draft; what it answers says which case it was. */
    async deleteDraft(
      actorId: string,
      id: number,
      snapshot: (row: TemplateRow) => unknown,
    ): Promise<"deleted" | "missing" | "published"> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(templates).where(eq(templates.id, id)).for("update");
        if (!row) return "missing";
        if (row.isPublished) return "published";
        await tx.delete(templates).where(eq(templates.id, id));
        await recordLibraryChange(tx, actorId, {
          action: "template.delete",
          templateId: id,
          before: snapshot(row),
          after: null,
        });
        return "deleted";
      });
    },

    /** A template's audit entries, newest first, with who made them. */
    auditOf(templateId: number) {
      return db
        .select({
          id: adminAudit.id,
          action: adminAudit.action,
          templateId: adminAudit.templateId,
          userId: adminAudit.userId,
          before: adminAudit.before,
          after: adminAudit.after,
          createdAt: adminAudit.createdAt,
          actorId: users.id,
          actorName: users.name,
          actorEmail: users.email,
        })
        .from(adminAudit)
        .leftJoin(users, eq(adminAudit.actorId, users.id))
        .where(
          // A reorder names the templates moved in its `after.ids`; it is listed on each of them.
          sql`${adminAudit.templateId} = ${templateId} or (${adminAudit.action} = 'template.reorder' and ${adminAudit.after}->'ids' @> ${JSON.stringify([templateId])}::jsonb)`,
        )
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
        .limit(200);
    },

    /** Writes an audit entry on its own (a role granted or removed). */
    record(actorId: string, entry: AuditRecord) {
      return audit(db, actorId, entry);
    },

    /** Views and downloads per template, per UTC day and list, in [from, to) as instants. */
    async statsBetween(from: Date, to: Date, templateId?: number) {
      const day = sql<string>`to_char(${templateStats.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const where = [gte(templateStats.createdAt, from), lt(templateStats.createdAt, to)];
      if (templateId !== undefined) where.push(eq(templateStats.templateId, templateId));
      const views =
        sql<number>`count(*) filter (where ${templateStats.event} = ${TEMPLATE_EVENTS.view})`.mapWith(Number);
      const downloads =
        sql<number>`count(*) filter (where ${templateStats.event} = ${TEMPLATE_EVENTS.download})`.mapWith(
          Number,
        );
      const rows = await db
        .select({
          date: day,
          templateId: templateStats.templateId,
          type: templateStats.type,
          views,
          downloads,
          title: templates.title,
          slug: templates.slug,
        })
        .from(templateStats)
        .innerJoin(templates, eq(templates.id, templateStats.templateId))
        .where(and(...where))
        .groupBy(day, templateStats.templateId, templateStats.type, templates.title, templates.slug)
        .orderBy(day, templateStats.templateId, templateStats.type);
      return rows.map((row) => ({
        ...row,
        list: row.type === TEMPLATE_EVENT_LISTS.create ? ("create" as const) : ("gallery" as const),
      }));
    },
  };
}
