import type { User } from "@listful/contracts";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "../../lib/form-action.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";

export function ProfileForm({ user }: { user: User }) {
  const fetcher = useFetcher<FormResult>({ key: "profile" });
  const [email, setEmail] = useState(user.email);
  const form = useRef<HTMLFormElement>(null);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  useFocusFirstError(form, errors);
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  return (
    <fetcher.Form ref={form} method="post" noValidate className="flex flex-col gap-1.25">
      <input type="hidden" name="intent" value="profile" />
      <input type="hidden" name="previous_email" value={user.email} />
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        defaultValue={user.name}
        required
        error={errors?.name}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        error={errors?.email}
      />
      {emailChanged ? (
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          hint="We ask for it before changing the e-mail you sign in with."
          required
          error={errors?.current_password}
        />
      ) : null}
      <Button type="submit" pending={fetcher.state !== "idle"} className="self-start">
        Save changes
      </Button>
    </fetcher.Form>
  );
}
