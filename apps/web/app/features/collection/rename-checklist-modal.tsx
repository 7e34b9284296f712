import { LIMITS } from "@listful/checklist";
import { type ChecklistSummary, RenameChecklistBodySchema } from "@listful/contracts";
import { type FormEvent, useState } from "react";
import { api } from "../../lib/api.ts";
import type { FieldErrors } from "../../lib/field-errors.ts";
import { submitValidated } from "../../lib/form-action.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";
import { Modal } from "../../ui/modal.tsx";
import { toast } from "../../ui/toast.ts";
import { toSummary } from "./checklist-actions.ts";
import { MESSAGES } from "./collection-messages.ts";
import type { DialogProps } from "./dialog-props.ts";

export function RenameChecklistModal({ item, onClose, returnFocus, onChanged }: DialogProps) {
  const [title, setTitle] = useState(item.title);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const outcome = await submitValidated(RenameChecklistBodySchema, { title }, (body) =>
      api.request("PUT /api/checklist/:id/rename", { params: { id: item.id }, body }),
    );
    setPending(false);
    if (!outcome.ok) return setErrors(outcome.fieldErrors);
    toast.success(MESSAGES.renamed);
    onChanged?.(toSummary(outcome.result) satisfies ChecklistSummary);
    onClose();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title="Rename checklist"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.25">
        <TextField
          label="Title"
          name="title"
          value={title}
          maxLength={LIMITS.titleText}
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          onFocus={(event) => event.target.select()}
        />
        <div className="flex flex-col-reverse gap-0.75 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={pending}>
            Save title
          </Button>
        </div>
      </form>
    </Modal>
  );
}
