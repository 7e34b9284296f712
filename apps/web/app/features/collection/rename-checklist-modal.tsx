import { LIMITS } from "@listful/checklist";
import { type ChecklistSummary, RenameChecklistBodySchema } from "@listful/contracts";
import { type FormEvent, useState } from "react";
import { api } from "../../lib/api.ts";
import type { FieldErrors } from "../../lib/field-errors.ts";
import { submitValidated } from "../../lib/form-action.ts";
import { TextField } from "../../ui/field.tsx";
import { FormModal } from "../../ui/modal.tsx";
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
    <FormModal
      onClose={onClose}
      returnFocus={returnFocus}
      title="Rename checklist"
      onSubmit={onSubmit}
      pending={pending}
      actionLabel="Save title"
    >
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
    </FormModal>
  );
}
