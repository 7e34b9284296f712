import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "../../lib/form-action.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";
import { FormModal } from "../../ui/modal.tsx";

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormResult>({ key: "delete-account" });
  const fields = useRef<HTMLDivElement>(null);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  useFocusFirstError(fields, errors);

  return (
    <FormModal
      trigger={<Button variant="danger">Delete account</Button>}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      image="/images/modals/delete-account.svg"
      title="Delete your account?"
      description="Your checklists, folders and bookmarks will be deleted for good. This cannot be undone."
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit(event.currentTarget, { method: "post" });
      }}
      pending={fetcher.state !== "idle"}
      actionLabel="Delete account"
      variant="danger"
    >
      <input type="hidden" name="intent" value="delete" />
      <div ref={fields}>
        <TextField
          label="Enter your password to confirm"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors?.password}
        />
      </div>
    </FormModal>
  );
}
