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
  /** The tick applied to the list in `scope`; undefined when no such list is in it. */
  async function apply(id: string, scope: SQL | undefined, tick: Tick) {
    const result = await deps.checklistRepository.changeDocument(id, scope, (row) => {
      const stored = readStoredDocument(row.data);
      if (!hasTickTarget(stored, tick))
        throw new NotFoundError("This part of the checklist no longer exists. Reload the page.");
      const next = applyTick(stored, tick);
      if (next === stored) return undefined;
      const data = readDocument(next);
      return { data, title: checklistTitle(data) };
    });
    if (result?.changed) deps.onDocumentChanged?.(result.row, tick);
    return result?.row;
  }

  return {
    /** The owner's tick. */
    async tick(userId: string, id: string, tick: Tick): Promise<ChecklistRow> {
      const row = await apply(id, ownedChecklist(userId, id), tick);
      if (!row) throw new NotFoundError(CHECKLIST_NOT_FOUND);
      return row;
    },

    /**
     * A visitor's tick through the shared link, stored for everyone when the owner shares it for ticking. Ticks
     * and marks only: a written answer is the owner's. Why a tick is refused is asked only once it is.
     */
    async tickShared(id: string, tick: Tick): Promise<ChecklistRow> {
      const row = tick.kind === "field" ? undefined : await apply(id, tickableChecklist(id), tick);
      if (row) return row;
      const sharing = await deps.checklistRepository.sharingOf(id);
      if (!sharing?.isShared) throw new NotFoundError(NOT_SHARED);
      if (sharing.shareAccess !== "tick") throw new ForbiddenError(VIEW_ONLY);
      if (tick.kind === "field") throw new ForbiddenError(TICKS_ONLY);
      // Shared for ticking again between the two reads: the visitor may simply tick again.
      throw new NotFoundError(NOT_SHARED);
    },
  };
}
