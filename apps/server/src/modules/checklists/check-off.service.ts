import { applyTick, checklistTitle, hasTickTarget, type Tick } from "@listful/checklist";
import type { ChecklistRow, SQL } from "@listful/db";
import { ForbiddenError, NotFoundError } from "../../domain-errors.ts";
import { readDocument } from "../../lib/document-input.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import { ownedChecklist, tickableChecklist } from "./checklist-columns.ts";
import type { ChecklistRepository } from "./checklists.repository.ts";
import { CHECKLIST_NOT_FOUND } from "./checklists.service.ts";
import { createTickQueue, type TickOutcome } from "./tick-queue.ts";

export type CheckOffService = ReturnType<typeof createCheckOffService>;

export const NOT_SHARED = "This checklist is not shared.";
export const VIEW_ONLY =
  "This shared checklist is view-only: only its owner's ticks are saved. Reload the page to tick it in this browser.";
const PART_GONE = "This part of the checklist no longer exists. Reload the page.";
export const TICKS_ONLY =
  "Anyone with the link can tick this checklist off; only its owner writes in its fields.";

/**
 * Ticks from the check-off page, applied to the stored document under a row lock, so ticks from two devices
 * (or two people on a shared link) all land, and ticks that arrive together are stored together. A tick that
 * changes nothing leaves the row (and its revision) alone. Only ticks: a visitor changes nothing else.
 */
export function createCheckOffService(deps: {
  checklistRepository: ChecklistRepository;
  /** Told after every tick that changed a document, with the tick: its thumbnail, its open pages. */
  onDocumentChanged?: (row: ChecklistRow, tick: Tick) => void;
}) {
  type Waiting = { id: string; scope: SQL | undefined; tick: Tick };
  /** A tick refused, or the revision it was stored as (none when it changed nothing). */
  type Applied = { error: unknown } | { revision?: number };

  /**
   * Ticks on one list in one scope, applied in order under one row lock. Each tick that changes the document
   * is a revision of its own, told to the list's pages in that order; one whose part is gone is refused alone.
   * Each is answered with the row as stored, undefined when no such list is in the scope.
   */
  async function store(batch: readonly Waiting[]): Promise<TickOutcome<ChecklistRow | undefined>[]> {
    const [first] = batch;
    if (!first) return [];
    let applied: Applied[] = [];
    const result = await deps.checklistRepository.changeDocument(first.id, first.scope, (row) => {
      let doc = readStoredDocument(row.data);
      let revision = row.revision;
      applied = batch.map(({ tick }): Applied => {
        if (!hasTickTarget(doc, tick)) return { error: new NotFoundError(PART_GONE) };
        const next = applyTick(doc, tick);
        if (next === doc) return {};
        doc = next;
        revision++;
        return { revision };
      });
      if (revision === row.revision) return undefined;
      const data = readDocument(doc);
      return { data, title: checklistTitle(data), revisions: revision - row.revision };
    });
    if (!result) return batch.map(() => ({ value: undefined }));
    return applied.map((outcome, index) => {
      if ("error" in outcome) return outcome;
      const tick = batch[index]?.tick;
      if (result.changed && outcome.revision !== undefined && tick)
        deps.onDocumentChanged?.({ ...result.row, revision: outcome.revision }, tick);
      return { value: result.row };
    });
  }
  const queue = createTickQueue(store);

  /** The tick applied to the list in `scope` (`who` names the scope); undefined when no such list is in it. */
  const apply = (id: string, who: string, scope: SQL | undefined, tick: Tick) =>
    queue.add(`${who}:${id}`, { id, scope, tick });

  return {
    /** The owner's tick. */
    async tick(userId: string, id: string, tick: Tick): Promise<ChecklistRow> {
      const row = await apply(id, `owner:${userId}`, ownedChecklist(userId, id), tick);
      if (!row) throw new NotFoundError(CHECKLIST_NOT_FOUND);
      return row;
    },

    /**
     * A visitor's tick through the shared link, stored for everyone when the owner shares it for ticking. Ticks
     * and marks only: a written answer is the owner's. Why a tick is refused is asked only once it is.
     */
    async tickShared(id: string, tick: Tick): Promise<ChecklistRow> {
      const row = tick.kind === "field" ? undefined : await apply(id, "link", tickableChecklist(id), tick);
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
