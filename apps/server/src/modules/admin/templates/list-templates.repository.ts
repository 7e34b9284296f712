import type { AdminTemplate, AdminTemplateListQuerySchema } from "@listful/contracts";
import { and, asc, type Database, eq, isNull, type SQL, templateCategories, templates } from "@listful/db";
import type { z } from "zod";
import { selectAdminTemplates, toAdminTemplate } from "./admin-template-rows.ts";

/** The library as admins see it, filtered, in the lists' own order (orderBy, then id). */
export async function listAdminTemplates(
  db: Database,
  filter: z.output<typeof AdminTemplateListQuerySchema>,
): Promise<AdminTemplate[]> {
  const where: SQL[] = [];
  if (filter.type) where.push(eq(templates.type, filter.type));
  if (filter.category === "none") where.push(isNull(templates.categoryId));
  else if (filter.category) where.push(eq(templateCategories.slug, filter.category));
  if (filter.published !== undefined) where.push(eq(templates.isPublished, filter.published));
  if (filter.premium !== undefined) where.push(eq(templates.isPremium, filter.premium));
  const rows = await selectAdminTemplates(db)
    .where(and(...where))
    .orderBy(asc(templates.orderBy), asc(templates.id));
  return rows.map(toAdminTemplate);
}
