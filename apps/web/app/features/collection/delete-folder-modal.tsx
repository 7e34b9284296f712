import type { Folder } from "@listful/contracts";
import { imageSrc } from "../../lib/images.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { ConfirmModal } from "../../ui/modal.tsx";

/** Deletes a folder; its checklists stay in the collection, in no folder. */
export function DeleteFolderModal({
  folder,
  onClose,
  returnFocus,
  onDeleted,
}: {
  folder: Folder;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
  onDeleted: () => void;
}) {
  const deleting = useMutation("delete-folder", {
    onSuccess: () => {
      onClose();
      onDeleted();
    },
  });
  return (
    <ConfirmModal
      onClose={onClose}
      returnFocus={returnFocus}
      image={imageSrc("modals/delete-account.svg")}
      title={`Delete the folder “${folder.name}”?`}
      description="Its checklists stay in your collection, in no folder."
      actionLabel="Delete folder"
      pending={deleting.pending}
      onConfirm={() => deleting.submit({ id: folder.id })}
    />
  );
}
