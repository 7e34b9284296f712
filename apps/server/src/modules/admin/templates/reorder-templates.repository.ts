import { asc, type Database, eq, templates } from "@listful/db";
import { recordLibraryChange } from "./library-change.ts";

/**
 * Puts `ids` in this order and renumbers the whole library 10, 20, 30... so no two templates tie: the
 * named templates take the places they held between them, everything else keeps its place.
 */
export async function reorderTemplateRows(
  db: Database,
  actorId: string,
  ids: readonly number[],
): Promise<{ missing: number[] }> {
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
}
