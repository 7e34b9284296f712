import { useState } from "react";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { deleteChecklist } from "./checklist-actions.ts";
import type { DialogProps } from "./dialog-props.ts";

export function DeleteChecklistModal({
  item,
  onClose,
  returnFocus,
  onDeleted,
}: DialogProps & { onDeleted: (id: string) => void }) {
  const [pending, setPending] = useState(false);

  async function onConfirm() {
    setPending(true);
    const deleted = await deleteChecklist(item.id);
    setPending(false);
    if (deleted) onDeleted(item.id);
    onClose();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      image="/images/modals/delete-account.svg"
      title="Delete this checklist?"
      description={<>“{item.title}” will be deleted for good, with its share link. This cannot be undone.</>}
    >
      <div className="flex flex-col-reverse gap-0.75 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" pending={pending} onClick={onConfirm}>
          Delete checklist
        </Button>
      </div>
    </Modal>
  );
}
