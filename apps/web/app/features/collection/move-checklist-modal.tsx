import { type Folder, FolderBodySchema } from "@listful/contracts";
import { type FormEvent, useState } from "react";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { submitValidated } from "../../lib/form-action.ts";
import { FormModal } from "../../ui/modal.tsx";
import { toast } from "../../ui/toast.ts";
import { toSummary } from "./checklist-actions.ts";
import { MESSAGES } from "./collection-messages.ts";
import type { DialogProps } from "./dialog-props.ts";
import { FolderNameField } from "./folder-name-field.tsx";

const NEW = "new";
const NONE = "none";

const OPTION =
  "flex cursor-pointer items-center gap-0.75 rounded-xl border border-line px-1 py-0.75 transition-colors hover:border-primary-300 has-checked:border-primary-500 has-checked:bg-primary-50";

/** Files a checklist in a folder, in no folder, or in a folder made on the spot. */
export function MoveChecklistModal({
  item,
  folders,
  onClose,
  returnFocus,
  onChanged,
  onFoldersChanged,
}: DialogProps & { folders: Folder[]; onFoldersChanged: () => void }) {
  const [choice, setChoice] = useState(item.folder?.id ?? (folders.length ? NONE : NEW));
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function createFolder(): Promise<string | null> {
    const outcome = await submitValidated(FolderBodySchema, { name }, (body) =>
      api.request("POST /api/folders", { body }),
    );
    if (!outcome.ok) {
      setNameError(outcome.fieldErrors.name);
      return null;
    }
    return outcome.result.id;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const folderId = choice === NEW ? await createFolder() : choice === NONE ? null : choice;
      if (folderId === null && choice === NEW) return;
      const moved = await api.request("PUT /api/checklist/:id/move-to-folder", {
        params: { id: item.id },
        body: { folderId },
      });
      toast.success(MESSAGES.moved);
      onChanged?.(toSummary(moved));
      onFoldersChanged();
      onClose();
    } catch (error) {
      handleApiError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <FormModal
      onClose={onClose}
      returnFocus={returnFocus}
      title="Move to folder"
      description={`Choose where “${item.title}” belongs.`}
      onSubmit={onSubmit}
      pending={pending}
      actionLabel="Move"
    >
      <fieldset className="flex max-h-20 flex-col gap-0.5 overflow-y-auto p-0.3">
        <legend className="sr-only">Folder</legend>
        {[{ id: NONE, name: "No folder" }, ...folders, { id: NEW, name: "New folder…" }].map((folder) => (
          <label key={folder.id} className={OPTION}>
            <input
              type="radio"
              name="folder"
              value={folder.id}
              checked={choice === folder.id}
              onChange={() => setChoice(folder.id)}
              className="size-1 accent-primary-600"
            />
            <span className="truncate text-ink">{folder.name}</span>
          </label>
        ))}
      </fieldset>
      {choice === NEW ? (
        <FolderNameField value={name} onChange={(event) => setName(event.target.value)} error={nameError} />
      ) : null}
    </FormModal>
  );
}
