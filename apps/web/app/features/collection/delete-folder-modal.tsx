import type { Folder } from "@listful/contracts";
import { useState } from "react";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { ConfirmModal } from "../../ui/modal.tsx";
import { toast } from "../../ui/toast.ts";
import { MESSAGES } from "./collection-messages.ts";

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
  const [pending, setPending] = useState(false);
  async function onConfirm() {
    setPending(true);
    try {
      await api.request("DELETE /api/folders/:id", { params: { id: folder.id } });
      toast.success(MESSAGES.folderDeleted);
      onClose();
      onDeleted();
    } catch (error) {
      handleApiError(error);
      setPending(false);
    }
  }
  return (
    <ConfirmModal
      onClose={onClose}
      returnFocus={returnFocus}
      image="/images/modals/delete-account.svg"
      title={`Delete the folder “${folder.name}”?`}
      description="Its checklists stay in your collection, in no folder."
      actionLabel="Delete folder"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
