import { PASSWORD_MIN } from "@listful/contracts";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "../../lib/form-action.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";

export function ChangePasswordForm() {
  const fetcher = useFetcher<FormResult>({ key: "change-password" });
  const form = useRef<HTMLFormElement>(null);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  useFocusFirstError(form, errors);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form ref={form} method="post" noValidate className="flex flex-col gap-1.25">
      <input type="hidden" name="intent" value="password" />
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <TextField
        label="Current password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        error={errors?.current_password}
      />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
        error={errors?.password}
      />
      <Button type="submit" pending={fetcher.state !== "idle"} className="self-start">
        Change password
      </Button>
    </fetcher.Form>
  );
}
