import { type AdminTemplate, TEMPLATE_EVENTS } from "@listful/contracts";
import {
  type Database,
  eq,
  sql,
  type TemplateRow,
  templateCategories,
  templateStats,
  templates,
  users,
} from "@listful/db";
import { listColumns } from "../../templates/templates.repository.ts";
import type { Transaction } from "../admin-audit.repository.ts";

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

/** Templates as admins see them: drafts included, with their category, stats and who changed them last. */
export function selectAdminTemplates(executor: Database | Transaction) {
  return executor
    .select(adminColumns)
    .from(templates)
    .leftJoin(templateCategories, eq(templates.categoryId, templateCategories.id))
    .leftJoin(users, eq(templates.updatedBy, users.id))
    .$dynamic();
}

type AdminRow = Awaited<ReturnType<typeof selectAdminTemplates>>[number];

export function toAdminTemplate(row: AdminRow): AdminTemplate {
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

export async function findAdminTemplate(
  executor: Database | Transaction,
  id: number,
): Promise<AdminTemplate | undefined> {
  const [row] = await selectAdminTemplates(executor).where(eq(templates.id, id)).limit(1);
  return row && toAdminTemplate(row);
}

export async function findTemplateRow(db: Database, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row;
}

export async function findCategoryId(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: templateCategories.id })
    .from(templateCategories)
    .where(eq(templateCategories.slug, slug))
    .limit(1);
  return row?.id;
}
