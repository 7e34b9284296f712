import { applyTick, checklistTitle, hasTickTarget, type Tick } from "@listful/checklist";
import type { ChecklistRow, SQL } from "@listful/db";
import { ForbiddenError, NotFoundError } from "../../domain-errors.ts";
import { readDocument } from "../../lib/document-input.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import { ownedChecklist, tickableChecklist } from "./checklist-columns.ts";
import type { ChecklistRepository } from "./checklists.repository.ts";
import { CHECKLIST_NOT_FOUND } from "./checklists.service.ts";

export type CheckOffService = ReturnType<typeof createCheckOffService>;

export const NOT_SHARED = "This checklist is not shared.";
export const VIEW_ONLY =
  "This shared checklist is view-only: only its owner's ticks are saved. Reload the page to tick it in this browser.";
export const TICKS_ONLY =
  "Anyone with the link can tick this checklist off; only its owner writes in its fields.";

/**
 * Ticks from the check-off page, applied to the stored document under a row lock, so ticks from two devices
 * (or two people on a shared link) all land. A tick that changes nothing leaves the row (and its revision)
 * alone. Only ticks: a visitor changes nothing else.
 */
export function createCheckOffService(deps: {
  checklistRepository: ChecklistRepository;
  /** Told after every tick that changed a document, with the tick: its thumbnail, its open pages. */
  onDocumentChanged?: (row: ChecklistRow, tick: Tick) => void;
}) {
  async function apply(id: string, scope: SQL | undefined, tick: Tick, missing: string) {
    const result = await deps.checklistRepository.changeDocument(id, scope, (row) => {
      const stored = readStoredDocument(row.data);
      if (!hasTickTarget(stored, tick))
        throw new NotFoundError("This part of the checklist no longer exists. Reload the page.");
      const next = applyTick(stored, tick);
      if (next === stored) return undefined;
      const data = readDocument(next);
      return { data, title: checklistTitle(data) };
    });
    if (!result) throw new NotFoundError(missing);
    if (result.changed) deps.onDocumentChanged?.(result.row, tick);
    return result.row;
  }

  return {
    /** The owner's tick. */
    tick(userId: string, id: string, tick: Tick): Promise<ChecklistRow> {
      return apply(id, ownedChecklist(userId, id), tick, CHECKLIST_NOT_FOUND);
    },

    /** A visitor's tick through the shared link, stored for everyone when the owner shares it for ticking. */
    async tickShared(id: string, tick: Tick): Promise<ChecklistRow> {
      const sharing = await deps.checklistRepository.sharingOf(id);
      if (!sharing?.isShared) throw new NotFoundError(NOT_SHARED);
      if (sharing.shareAccess !== "tick") throw new ForbiddenError(VIEW_ONLY);
      // Ticks and marks only: a written answer is the owner's.
      if (tick.kind === "field") throw new ForbiddenError(TICKS_ONLY);
      return apply(id, tickableChecklist(id), tick, NOT_SHARED);
    },
  };
}
