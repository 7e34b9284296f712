import { useState } from "react";
import { imageSrc } from "../../lib/images.ts";
import { useRootData } from "../../lib/root-data.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { FormModal } from "../../ui/modal.tsx";
import { EmailField } from "../auth/auth-fields.tsx";

type SendEmailModalProps = {
  id: string;
  title: string;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
};

/** Sends the checklist's PDF to one address (the user's own to start with). */
export function SendEmailModal({ id, title, onClose, returnFocus }: SendEmailModalProps) {
  const [email, setEmail] = useState(useRootData().user?.email ?? "");
  const sending = useMutation("send-email", { onSuccess: onClose });
  return (
    <FormModal
      onClose={onClose}
      returnFocus={returnFocus}
      image={imageSrc("modals/download.svg")}
      title="Send to e-mail"
      description={`We'll e-mail “${title}” as a PDF, ready to print.`}
      onSubmit={sending.onSubmit}
      pending={sending.pending}
      actionLabel="Send PDF"
    >
      <input type="hidden" name="id" value={id} />
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required={false}
        error={sending.errors?.email}
        hint="One address. You can send up to 10 checklists a day."
      />
    </FormModal>
  );
}
