import { useRef } from "react";
import { Form } from "react-router";
import { HREFS, loginHref } from "../../lib/hrefs.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { CheckIcon } from "../../ui/icons/check-icon.tsx";
import { EmailField } from "./auth-fields.tsx";
import { RecaptchaNotice } from "./recaptcha-notice.tsx";

export function ForgotPasswordForm() {
  const { pending, errors, result } = useFormState(HREFS.forgotPassword);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);

  if (result?.ok) {
    return (
      <div role="status" className="flex flex-col gap-1.25">
        <div className="flex gap-0.75 rounded-2xl bg-[#ecfaf2] p-1 text-success">
          <CheckIcon className="mt-0.3 shrink-0" />
          <p>{result.message}</p>
        </div>
        <p className="text-ink-soft">
          The link works once and expires in one hour. Check your spam folder too.
        </p>
        <AppLink to={loginHref()} className="font-medium text-primary-700 hover:underline">
          Back to log in
        </AppLink>
      </div>
    );
  }

  return (
    <Form
      ref={form}
      method="post"
      action={HREFS.forgotPassword}
      noValidate
      className="flex flex-col gap-1.25"
    >
      <EmailField error={errors?.email} />
      <Button type="submit" size="lg" pending={pending} className="w-full">
        Send reset link
      </Button>
      <RecaptchaNotice />
      <p className="text-center text-ink-soft">
        Remembered it?{" "}
        <AppLink to={loginHref()} className="font-medium text-primary-700 hover:underline">
          Log in
        </AppLink>
      </p>
    </Form>
  );
}
