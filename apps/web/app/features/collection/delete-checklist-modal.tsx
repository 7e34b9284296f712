import { imageSrc } from "../../lib/images.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { ConfirmModal } from "../../ui/modal.tsx";
import type { DialogProps } from "./dialog-props.ts";

export function DeleteChecklistModal({
  item,
  onClose,
  returnFocus,
  onDeleted,
}: DialogProps & { onDeleted: (id: string) => void }) {
  // Closes either way: a failure is said in a toast, and the card stays.
  const deleting = useMutation("delete", {
    onSuccess: () => {
      onDeleted(item.id);
      onClose();
    },
    onFailure: onClose,
  });
  return (
    <ConfirmModal
      onClose={onClose}
      returnFocus={returnFocus}
      image={imageSrc("modals/delete-account.svg")}
      title="Delete this checklist?"
      description={<>“{item.title}” will be deleted for good, with its share link. This cannot be undone.</>}
      actionLabel="Delete checklist"
      pending={deleting.pending}
      onConfirm={() => deleting.submit({ id: item.id })}
    />
  );
}
