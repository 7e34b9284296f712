import { LIMITS } from "@listful/checklist";
import type { ChecklistResponse } from "@listful/contracts";
import { useMutation } from "../../lib/use-mutation.ts";
import { TextField } from "../../ui/field.tsx";
import { FormModal } from "../../ui/modal.tsx";
import { toSummary } from "./checklist-actions.ts";
import type { DialogProps } from "./dialog-props.ts";

export function RenameChecklistModal({ item, onClose, returnFocus, onChanged }: DialogProps) {
  const renaming = useMutation<ChecklistResponse>("rename", {
    onSuccess: ({ value }) => {
      onChanged?.(toSummary(value));
      onClose();
    },
  });
  return (
    <FormModal
      onClose={onClose}
      returnFocus={returnFocus}
      title="Rename checklist"
      onSubmit={renaming.onSubmit}
      pending={renaming.pending}
      actionLabel="Save title"
    >
      <input type="hidden" name="id" value={item.id} />
      <TextField
        label="Title"
        name="title"
        defaultValue={item.title}
        maxLength={LIMITS.titleText}
        autoComplete="off"
        error={renaming.errors?.title}
        onFocus={(event) => event.target.select()}
      />
    </FormModal>
  );
}
