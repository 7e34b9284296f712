import type { Folder } from "@listful/contracts";
import { useMutation } from "../../lib/use-mutation.ts";
import { FormModal } from "../../ui/modal.tsx";
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
  const saving = useMutation<Folder>("save-folder", {
    onSuccess: ({ value }) => {
      onSaved(value);
      onClose();
    },
  });
  return (
    <FormModal
      onClose={onClose}
      returnFocus={returnFocus}
      title={folder ? "Rename folder" : "New folder"}
      onSubmit={saving.onSubmit}
      pending={saving.pending}
      actionLabel={folder ? "Save name" : "Create folder"}
    >
      {folder ? <input type="hidden" name="id" value={folder.id} /> : null}
      <FolderNameField defaultValue={folder?.name ?? ""} error={saving.errors?.name} />
    </FormModal>
  );
}
