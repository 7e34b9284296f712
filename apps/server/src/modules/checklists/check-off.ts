import { applyTick, checklistTitle, hasTickTarget, type Tick } from "@listful/checklist";
import { and, checklists, type Database, eq, sql } from "@listful/db";
import { notFound } from "../../errors.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import { CHECKLIST_NOT_FOUND, readDocument } from "./checklists.service.ts";

/**
 * Applies a tick to the stored document inside a transaction that locks the row, so ticks from two devices
 * both land. A tick that changes nothing leaves the row (and its revision) alone.
 */
export async function checkOff(db: Database, userId: string, id: string, tick: Tick) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(checklists)
      .where(and(eq(checklists.id, id), eq(checklists.userId, userId)))
      .for("update");
    if (!row) throw notFound(CHECKLIST_NOT_FOUND);
    const stored = readStoredDocument(row.data);
    if (!hasTickTarget(stored, tick))
      throw notFound("This part of the checklist no longer exists. Reload the page.");
    const next = applyTick(stored, tick);
    if (next === stored) return { row, changed: false };
    const data = readDocument(next);
    const [updated] = await tx
      .update(checklists)
      .set({
        data,
        title: checklistTitle(data),
        revision: sql`${checklists.revision} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(checklists.id, id))
      .returning();
    if (!updated) throw notFound(CHECKLIST_NOT_FOUND);
    return { row: updated, changed: true };
  });
}
