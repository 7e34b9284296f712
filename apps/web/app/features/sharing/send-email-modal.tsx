import { type FormEvent, useState } from "react";
import type { FieldErrors } from "../../lib/field-errors.ts";
import { useRootData } from "../../lib/root-data.ts";
import { TextField } from "../../ui/field.tsx";
import { FormModal } from "../../ui/modal.tsx";
import { sendChecklistByEmail } from "./send-email.ts";

type SendEmailModalProps = {
  id: string;
  title: string;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
};

/** Sends the checklist's PDF to one address (the user's own to start with). */
export function SendEmailModal({ id, title, onClose, returnFocus }: SendEmailModalProps) {
  const [email, setEmail] = useState(useRootData().user?.email ?? "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const failure = await sendChecklistByEmail(id, email);
    setPending(false);
    if (failure) setErrors(failure);
    else onClose();
  }

  return (
    <FormModal
      onClose={onClose}
      returnFocus={returnFocus}
      image="/images/modals/download.svg"
      title="Send to e-mail"
      description={`We'll e-mail “${title}” as a PDF, ready to print.`}
      onSubmit={onSubmit}
      pending={pending}
      actionLabel="Send PDF"
    >
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        hint="One address. You can send up to 10 checklists a day."
      />
    </FormModal>
  );
}
