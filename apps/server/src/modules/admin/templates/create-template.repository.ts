import type { AdminTemplate } from "@listful/contracts";
import { type Database, sql, type TemplateRow, templates } from "@listful/db";
import { findAdminTemplate, type TemplateChanges } from "./admin-template-rows.ts";
import { recordLibraryChange } from "./library-change.ts";

/** One more than the largest orderBy: where a template goes when nobody says. */
export async function nextTemplateOrder(db: Database): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${templates.orderBy}), -1) + 1`.mapWith(Number) })
    .from(templates);
  return row?.next ?? 0;
}

/** Inserts a template and its audit entry together; the entry's `after` is made from the new row. */
export async function insertTemplate(
  db: Database,
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
    return (await findAdminTemplate(tx, row.id)) as AdminTemplate;
  });
}
