import { type Folder, FolderBodySchema } from "@listful/contracts";
import { type FormEvent, useState } from "react";
import { api } from "../../lib/api.ts";
import { submitValidated } from "../../lib/form-action.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";
import { Modal } from "../../ui/modal.tsx";
import { toast } from "../../ui/toast.ts";
import { MESSAGES } from "./collection-messages.ts";

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
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title={folder ? "Rename folder" : "New folder"}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.25">
        <TextField
          label="Folder name"
          name="name"
          value={name}
          maxLength={60}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <div className="flex flex-col-reverse gap-0.75 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={pending}>
            {folder ? "Save name" : "Create folder"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
