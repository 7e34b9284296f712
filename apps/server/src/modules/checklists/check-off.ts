import {
  type Checklist,
  checklistTitle,
  editBlock,
  setIconCell,
  toggleCalendarCell,
  toggleItem,
} from "@listful/checklist";
import type { CheckOffBody } from "@listful/contracts";
import { and, checklists, type Database, eq, sql } from "@listful/db";
import { notFound } from "../../errors.ts";
import { CHECKLIST_NOT_FOUND, readDocument } from "./checklists.service.ts";

/** Whether what the tick points at is still in the document (a stale page may point at a deleted item). */
export function hasCheckOffTarget(doc: Checklist, change: CheckOffBody): boolean {
  switch (change.kind) {
    case "item":
      return doc.blocks.some(
        (b) =>
          b.kind === "interactive-list" && b.items.some((i) => i.id === change.itemId && !i.isPlaceholder),
      );
    case "icon-cell":
      return doc.blocks.some(
        (b) =>
          b.kind === "icon-field" && b.rows.some((r) => r.id === change.rowId && change.day < r.cells.length),
      );
    case "calendar-cell":
      return change.index < doc.calendar.totalItemCount;
    case "field":
      return doc.blocks.some((b) => b.id === change.blockId && b.kind === "interactive-text-field");
  }
}

/** The one change a tick makes, as a checklist operation (all of them state the wanted value). */
export function applyCheckOff(doc: Checklist, change: CheckOffBody): Checklist {
  switch (change.kind) {
    case "item":
      return toggleItem(doc, { itemId: change.itemId, isChecked: change.isChecked });
    case "icon-cell":
      return setIconCell(doc, { rowId: change.rowId, day: change.day, value: change.value });
    case "calendar-cell":
      return toggleCalendarCell(doc, { index: change.index, isChecked: change.isChecked });
    case "field": {
      const block = doc.blocks.find((b) => b.id === change.blockId);
      return block?.kind === "interactive-text-field"
        ? editBlock(doc, { blockId: change.blockId, changes: { value: change.value } })
        : doc;
    }
  }
}

/**
 * Applies a tick to the stored document inside a transaction that locks the row, so ticks from two devices
 * both land. A tick that changes nothing leaves the row (and its revision) alone.
 */
export async function checkOff(db: Database, userId: string, id: string, change: CheckOffBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(checklists)
      .where(and(eq(checklists.id, id), eq(checklists.userId, userId)))
      .for("update");
    if (!row) throw notFound(CHECKLIST_NOT_FOUND);
    if (!hasCheckOffTarget(row.data, change))
      throw notFound("This part of the checklist no longer exists. Reload the page.");
    const next = applyCheckOff(row.data, change);
    if (next === row.data) return { row, changed: false };
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
