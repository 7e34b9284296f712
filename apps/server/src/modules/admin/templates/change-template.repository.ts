import type { AdminTemplate, AuditAction } from "@listful/contracts";
import { type Database, eq, type TemplateRow, templates } from "@listful/db";
import { findAdminTemplate, type TemplateChanges } from "./admin-template-rows.ts";
import { recordLibraryChange } from "./library-change.ts";

/**
 * Changes a template under a row lock and records the change with the row before and after; undefined
 * when there is no such template. `change` may refuse by throwing, and then nothing is written.
 */
export async function changeTemplateRow(
  db: Database,
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
    return { template: (await findAdminTemplate(tx, id)) as AdminTemplate, before, after };
  });
}
