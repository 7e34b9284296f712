import { type Checklist, clearPlaceholderItems } from "@listful/checklist";
import type { ChecklistConflict, ChecklistResponse } from "@listful/contracts";
import { api } from "../../../lib/api.ts";
import { isConflict, isSignedOut } from "../../../lib/api-errors.ts";

/** Where a checklist is saved: its id and the revision the edits were made on. */
export type SaveTarget = { readonly id: string; readonly revision: number };

export type SaveOutcome =
  | { readonly kind: "saved"; readonly checklist: ChecklistResponse; readonly isNew: boolean }
  /** Another tab or device saved first: its copy, so the person can choose. */
  | { readonly kind: "conflict"; readonly current: ChecklistResponse }
  /** The session has ended: signing in again lets the save go through. */
  | { readonly kind: "signed-out" }
  /** No answer at all: offline, or the server unreachable. */
  | { readonly kind: "offline" }
  | { readonly kind: "failed"; readonly error: unknown };

/** The copy a stale save was refused for, which the conflict answer carries. */
function newerCopy(error: unknown): ChecklistResponse | null {
  if (!isConflict(error)) return null;
  const body = error.envelope as Partial<ChecklistConflict>;
  return body.code === "conflict" && body.current ? body.current : null;
}

/**
 * Saves the document: a first save creates the checklist (POST), later ones update it (PUT) from the
 * revision they were made on, so the server refuses to overwrite a newer copy. Empty placeholder rows are
 * editing aids and are not saved.
 */
export async function sendChecklist(
  doc: Checklist,
  target: SaveTarget | null,
  templateId: number | null,
): Promise<SaveOutcome> {
  const data = clearPlaceholderItems(doc);
  try {
    const checklist = target
      ? await api.request("PUT /api/checklist/:id", {
          params: { id: target.id },
          body: { data, revision: target.revision },
        })
      : await api.request("POST /api/checklist", { body: { data, templateId } });
    return { kind: "saved", checklist, isNew: !target };
  } catch (error) {
    const current = newerCopy(error);
    if (current) return { kind: "conflict", current };
    if (isSignedOut(error)) return { kind: "signed-out" };
    // fetch rejects with a TypeError when there is no network answer at all.
    if (error instanceof TypeError) return { kind: "offline" };
    return { kind: "failed", error };
  }
}
