import { applyTick, checklistTitle, hasTickTarget, type Tick } from "@listful/checklist";
import type { ChecklistRow } from "@listful/db";
import { NotFoundError } from "../../domain-errors.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import type { ChecklistRepository } from "./checklists.repository.ts";
import { CHECKLIST_NOT_FOUND, readDocument } from "./checklists.service.ts";

export type CheckOffService = ReturnType<typeof createCheckOffService>;

/**
 * Ticks from the check-off page, applied to the stored document under a row lock, so ticks from two devices
 * both land. A tick that changes nothing leaves the row (and its revision) alone.
 */
export function createCheckOffService(deps: {
  checklists: ChecklistRepository;
  /** Told after every change to a document, to redraw its thumbnail. */
  onDocumentChanged?: (row: ChecklistRow) => void;
}) {
  return {
    async tick(userId: string, id: string, tick: Tick): Promise<ChecklistRow> {
      const result = await deps.checklists.changeDocument(userId, id, (row) => {
        const stored = readStoredDocument(row.data);
        if (!hasTickTarget(stored, tick))
          throw new NotFoundError("This part of the checklist no longer exists. Reload the page.");
        const next = applyTick(stored, tick);
        if (next === stored) return undefined;
        const data = readDocument(next);
        return { data, title: checklistTitle(data) };
      });
      if (!result) throw new NotFoundError(CHECKLIST_NOT_FOUND);
      if (result.changed) deps.onDocumentChanged?.(result.row);
      return result.row;
    },
  };
}
