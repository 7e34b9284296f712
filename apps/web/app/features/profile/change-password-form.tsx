import { useRef } from "react";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { NewPasswordField, PasswordField } from "../auth/auth-fields.tsx";

/** Changes the password, or sets a first one on an account made through Google or Facebook. */
export function ChangePasswordForm({ hasPassword }: { readonly hasPassword: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const changing = useMutation("password", { onSuccess: () => form.current?.reset() });
  useFocusFirstError(form, changing.errors);

  return (
    <form ref={form} onSubmit={changing.onSubmit} noValidate className="flex flex-col gap-1.25">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      {hasPassword ? (
        <PasswordField
          label="Current password"
          name="current_password"
          error={changing.errors?.current_password}
        />
      ) : null}
      <NewPasswordField label="New password" error={changing.errors?.password} />
      <Button type="submit" pending={changing.pending} className="self-start">
        {hasPassword ? "Change password" : "Set password"}
      </Button>
    </form>
  );
}
