import { type Database, eq, type TemplateRow, templates } from "@listful/db";
import { recordLibraryChange } from "./library-change.ts";

/** Deletes a template only while it is a draft; what it answers says which case it was. */
export async function deleteDraftTemplate(
  db: Database,
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
}
