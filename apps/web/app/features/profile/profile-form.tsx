import type { User } from "@listful/contracts";
import { useRef, useState } from "react";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";

export function ProfileForm({ user }: { user: User }) {
  const saving = useMutation("profile");
  const [email, setEmail] = useState(user.email);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, saving.errors);
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  return (
    <form ref={form} onSubmit={saving.onSubmit} noValidate className="flex flex-col gap-1.25">
      <input type="hidden" name="previous_email" value={user.email} />
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        defaultValue={user.name}
        required
        error={saving.errors?.name}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        error={saving.errors?.email}
      />
      {emailChanged ? (
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
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
