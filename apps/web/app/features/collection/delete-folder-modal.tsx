import type { Folder } from "@listful/contracts";
import { useState } from "react";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
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
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      image="/images/modals/delete-account.svg"
      title={`Delete the folder “${folder.name}”?`}
      description="Its checklists stay in your collection, in no folder."
    >
      <div className="flex flex-col-reverse gap-0.75 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" pending={pending} onClick={onConfirm}>
          Delete folder
        </Button>
      </div>
    </Modal>
  );
}
