import type { AdminTemplate } from "@listful/contracts";
import { useState } from "react";
import { useMutation } from "../../../lib/use-mutation.ts";
import { Button } from "../../../ui/button.tsx";
import { TrashIcon } from "../../../ui/icons/trash-icon.tsx";
import { ConfirmModal } from "../../../ui/modal.tsx";

/** Deletes an unpublished template after asking; checklists made from it keep their own copy. */
export function DeleteTemplate({ template }: { template: AdminTemplate }) {
  const [open, setOpen] = useState(false);
  const remove = useMutation("delete-template", { onSuccess: () => setOpen(false) });
  return (
    <ConfirmModal
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${template.title}`}>
          <TrashIcon width={16} height={16} /> Delete
        </Button>
      }
      title={`Delete “${template.title}”?`}
      description="It goes from the library for good. Checklists people made from it stay theirs and keep working."
      actionLabel="Delete template"
      pending={remove.pending}
      onConfirm={() => remove.submit({ id: String(template.id) })}
    />
  );
}
