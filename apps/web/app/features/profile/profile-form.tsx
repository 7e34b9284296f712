import type { User } from "@listful/contracts";
import { useRef, useState } from "react";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { EmailField, NameField, PasswordField } from "../auth/auth-fields.tsx";

export function ProfileForm({ user }: { user: User }) {
  const saving = useMutation("profile");
  const [email, setEmail] = useState(user.email);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, saving.errors);
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  return (
    <form ref={form} onSubmit={saving.onSubmit} noValidate className="flex flex-col gap-1.25">
      <input type="hidden" name="previous_email" value={user.email} />
      <NameField defaultValue={user.name} error={saving.errors?.name} />
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={saving.errors?.email}
      />
      {emailChanged ? (
        <PasswordField
          label="Current password"
          name="current_password"
          hint="We ask for it before changing the e-mail you sign in with."
          error={saving.errors?.current_password}
        />
      ) : null}
      <Button type="submit" pending={saving.pending} className="self-start">
        Save changes
      </Button>
    </form>
  );
}
