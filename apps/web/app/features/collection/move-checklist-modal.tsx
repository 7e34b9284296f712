import type { ChecklistResponse, Folder } from "@listful/contracts";
import { useState } from "react";
import { useMutation } from "../../lib/use-mutation.ts";
import { FormModal } from "../../ui/modal.tsx";
import { toSummary } from "./checklist-actions.ts";
import { NEW_FOLDER, NO_FOLDER } from "./checklist-intents.ts";
import type { DialogProps } from "./dialog-props.ts";
import { FolderNameField } from "./folder-name-field.tsx";

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
  const [choice, setChoice] = useState(item.folder?.id ?? (folders.length ? NO_FOLDER : NEW_FOLDER));
  const moving = useMutation<ChecklistResponse>("move", {
    onSuccess: ({ value }) => {
      onChanged?.(toSummary(value));
      onFoldersChanged();
      onClose();
    },
  });
  const choices = [{ id: NO_FOLDER, name: "No folder" }, ...folders, { id: NEW_FOLDER, name: "New folder…" }];
  return (
    <FormModal
      onClose={onClose}
      returnFocus={returnFocus}
      title="Move to folder"
      description={`Choose where “${item.title}” belongs.`}
      onSubmit={moving.onSubmit}
      pending={moving.pending}
      actionLabel="Move"
    >
      <input type="hidden" name="id" value={item.id} />
      <fieldset className="flex max-h-20 flex-col gap-0.5 overflow-y-auto p-0.3">
        <legend className="sr-only">Folder</legend>
        {choices.map((folder) => (
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
      {choice === NEW_FOLDER ? <FolderNameField error={moving.errors?.name} /> : null}
    </FormModal>
  );
}
