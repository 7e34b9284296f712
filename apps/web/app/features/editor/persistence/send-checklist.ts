import { type Checklist, clearPlaceholderItems } from "@listful/checklist";
import {
  type ApiError,
  type ChecklistConflict,
  type ChecklistResponse,
  isApiError,
} from "@listful/contracts";
import { api } from "../../../lib/api.ts";

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

function isConflict(error: ApiError): boolean {
  const body = error.envelope as Partial<ChecklistConflict>;
  return error.status === 409 && body.code === "conflict" && !!body.current;
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
    if (isApiError(error)) {
      if (isConflict(error))
        return { kind: "conflict", current: (error.envelope as ChecklistConflict).current };
      if (error.status === 401) return { kind: "signed-out" };
      return { kind: "failed", error };
    }
    // fetch rejects with a TypeError when there is no network answer at all.
    if (error instanceof TypeError) return { kind: "offline" };
    return { kind: "failed", error };
  }
}
