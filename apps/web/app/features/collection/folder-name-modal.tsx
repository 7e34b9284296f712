import { type Folder, FolderBodySchema } from "@listful/contracts";
import { type FormEvent, useState } from "react";
import { api } from "../../lib/api.ts";
import { submitValidated } from "../../lib/form-action.ts";
import { FormModal } from "../../ui/modal.tsx";
import { toast } from "../../ui/toast.ts";
import { MESSAGES } from "./collection-messages.ts";
import { FolderNameField } from "./folder-name-field.tsx";

type FolderNameModalProps = {
  /** The folder to rename; a new folder when absent. */
  folder?: Folder | undefined;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
  onSaved: (folder: Folder) => void;
};

/** Names a new folder or renames one; a name already used comes back under the field. */
export function FolderNameModal({ folder, onClose, returnFocus, onSaved }: FolderNameModalProps) {
  const [name, setName] = useState(folder?.name ?? "");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const outcome = await submitValidated(FolderBodySchema, { name }, (body) =>
      folder
        ? api.request("PUT /api/folders/:id", { params: { id: folder.id }, body })
        : api.request("POST /api/folders", { body }),
    );
    setPending(false);
    if (!outcome.ok) return setError(outcome.fieldErrors.name);
    toast.success(folder ? MESSAGES.folderRenamed : MESSAGES.folderCreated);
    onSaved(outcome.result);
    onClose();
  }

  return (
    <FormModal
      onClose={onClose}
      returnFocus={returnFocus}
      title={folder ? "Rename folder" : "New folder"}
      onSubmit={onSubmit}
      pending={pending}
      actionLabel={folder ? "Save name" : "Create folder"}
    >
      <FolderNameField value={name} onChange={(event) => setName(event.target.value)} error={error} />
    </FormModal>
  );
}
