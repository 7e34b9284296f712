import { type ChecklistResponse, RenameChecklistBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { announce, changeById, type FormResult, submitCall, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { MESSAGES } from "./collection-messages.ts";
import { createFolder } from "./folder-intents.ts";

/** The choices of the move dialog besides the user's folders. */
export const NO_FOLDER = "none";
export const NEW_FOLDER = "new";

async function renameChecklist(formData: FormData): Promise<FormResult<ChecklistResponse>> {
  const { id, title } = readFormValues(formData, ["id", "title"]);
  const outcome = await submitValidated(RenameChecklistBodySchema, { title }, (body) =>
    api.request("PUT /api/checklist/:id/rename", { params: { id }, body }),
  );
  return announce(outcome, MESSAGES.renamed);
}

/** Files a checklist in a folder, in none, or in a folder made on the spot (its name checked first). */
async function moveChecklist(formData: FormData): Promise<FormResult<ChecklistResponse>> {
  const { id, folder, name } = readFormValues(formData, ["id", "folder", "name"]);
  let folderId: string | null = folder === NO_FOLDER ? null : folder;
  if (folder === NEW_FOLDER) {
    const created = await createFolder(name);
    if (!created.ok) return created;
    folderId = created.result.id;
  }
  const outcome = await submitCall(() =>
    api.request("PUT /api/checklist/:id/move-to-folder", { params: { id }, body: { folderId } }),
  );
  return announce(outcome, MESSAGES.moved);
}

/** What My collection's cards change, by the intent their dialogs and menus send. */
export const CHECKLIST_INTENTS = {
  rename: renameChecklist,
  move: moveChecklist,
  duplicate: changeById(
    (id) => api.request("POST /api/checklist/:id/copy", { params: { id } }),
    MESSAGES.duplicated,
  ),
  // Deleting has its own failure message (docs/PRODUCT.md, Error messages), shown rather than the server's
  // wording.
  delete: changeById((id) => api.request("DELETE /api/checklist/:id", { params: { id } }), MESSAGES.deleted, {
    fallback: MESSAGES.notDeleted,
  }),
};
