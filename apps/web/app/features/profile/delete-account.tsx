import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "../../lib/form-action.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";
import { Modal } from "../../ui/modal.tsx";

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormResult>({ key: "delete-account" });
  const form = useRef<HTMLFormElement>(null);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  useFocusFirstError(form, errors);

  return (
    <Modal
      trigger={<Button variant="danger">Delete account</Button>}
      open={open}
      onOpenChange={setOpen}
      image="/images/modals/delete-account.svg"
      title="Delete your account?"
      description="Your checklists, folders and bookmarks will be deleted for good. This cannot be undone."
    >
      <fetcher.Form ref={form} method="post" noValidate className="flex flex-col gap-1.25">
        <input type="hidden" name="intent" value="delete" />
        <TextField
          label="Enter your password to confirm"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors?.password}
        />
        <div className="flex flex-col-reverse gap-0.75 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" pending={fetcher.state !== "idle"}>
            Delete account
          </Button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
