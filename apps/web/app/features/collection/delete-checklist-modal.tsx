import { useState } from "react";
import { ConfirmModal } from "../../ui/modal.tsx";
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
    <ConfirmModal
      onClose={onClose}
      returnFocus={returnFocus}
      image="/images/modals/delete-account.svg"
      title="Delete this checklist?"
      description={<>“{item.title}” will be deleted for good, with its share link. This cannot be undone.</>}
      actionLabel="Delete checklist"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
