import { useRef, useState } from "react";
import { imageSrc } from "../../lib/images.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { FormModal } from "../../ui/modal.tsx";
import { PasswordField } from "../auth/auth-fields.tsx";

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const deleting = useMutation("delete");
  const fields = useRef<HTMLDivElement>(null);
  useFocusFirstError(fields, deleting.errors);

  return (
    <FormModal
      trigger={<Button variant="danger">Delete account</Button>}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      image={imageSrc("modals/delete-account.svg")}
      title="Delete your account?"
      description="Your checklists, folders and bookmarks will be deleted for good. This cannot be undone."
      onSubmit={deleting.onSubmit}
      pending={deleting.pending}
      actionLabel="Delete account"
      variant="danger"
    >
      <div ref={fields}>
        <PasswordField label="Enter your password to confirm" error={deleting.errors?.password} />
      </div>
    </FormModal>
  );
}
