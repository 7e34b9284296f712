import { PASSWORD_MIN } from "@listful/contracts";
import { useRef } from "react";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";

export function ChangePasswordForm() {
  const form = useRef<HTMLFormElement>(null);
  const changing = useMutation("password", { onSuccess: () => form.current?.reset() });
  useFocusFirstError(form, changing.errors);

  return (
    <form ref={form} onSubmit={changing.onSubmit} noValidate className="flex flex-col gap-1.25">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <TextField
        label="Current password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        error={changing.errors?.current_password}
      />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
        error={changing.errors?.password}
      />
      <Button type="submit" pending={changing.pending} className="self-start">
        Change password
      </Button>
    </form>
  );
}
