import { useRef } from "react";
import { Form } from "react-router";
import { HREFS } from "../../lib/hrefs.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { NewPasswordField } from "./auth-fields.tsx";

export function ResetPasswordForm({ token }: { token: string }) {
  const { pending, errors } = useFormState(HREFS.resetPassword);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);

  if (!token) {
    return (
      <div role="alert" className="flex flex-col gap-1">
        <p className="text-ink-soft">
          This reset link is incomplete. Ask for a new one and use the link in the e-mail.
        </p>
        <AppLink to={HREFS.forgotPassword} className="font-medium text-primary-700 hover:underline">
          Get a new reset link
        </AppLink>
      </div>
    );
  }

  return (
    // No action: the form posts to this page with its ?token=, so the link survives a failed attempt.
    <Form ref={form} method="post" noValidate className="flex flex-col gap-1.25">
      <input type="hidden" name="token" value={token} />
      {errors?.token ? (
        <div role="alert" className="rounded-2xl bg-[#fff0ef] p-1 text-danger">
          <p>{errors.token}</p>
          <AppLink to={HREFS.forgotPassword} className="mt-0.3 inline-block font-medium underline">
            Get a new reset link
          </AppLink>
        </div>
      ) : null}
      <NewPasswordField label="New password" error={errors?.password} />
      <Button type="submit" size="lg" pending={pending} className="w-full">
        Save new password
      </Button>
    </Form>
  );
}
