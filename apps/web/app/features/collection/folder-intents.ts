import { type Folder, FolderBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import {
  announce,
  type CallOutcome,
  changeById,
  type FormResult,
  submitValidated,
} from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { MESSAGES } from "./collection-messages.ts";

/** A new folder; a name already used comes back for the name field. */
export function createFolder(name: string): Promise<CallOutcome<Folder>> {
  return submitValidated(FolderBodySchema, { name }, (body) => api.request("POST /api/folders", { body }));
}

/** Names a new folder (without an id) or renames one. */
async function saveFolder(formData: FormData): Promise<FormResult<Folder>> {
  const { id, name } = readFormValues(formData, ["id", "name"]);
  if (!id) return announce(await createFolder(name), MESSAGES.folderCreated);
  const outcome = await submitValidated(FolderBodySchema, { name }, (body) =>
    api.request("PUT /api/folders/:id", { params: { id }, body }),
  );
  return announce(outcome, MESSAGES.folderRenamed);
}

export const FOLDER_INTENTS = {
  "save-folder": saveFolder,
  // Its checklists stay in the collection, in no folder.
  "delete-folder": changeById(
    (id) => api.request("DELETE /api/folders/:id", { params: { id } }),
    MESSAGES.folderDeleted,
  ),
};
