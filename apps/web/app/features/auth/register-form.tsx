import { useRef } from "react";
import { Form } from "react-router";
import { HREFS, loginHref, registerHref } from "../../lib/hrefs.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { SignUpFields } from "./auth-fields.tsx";
import { RecaptchaNotice } from "./recaptcha-notice.tsx";
import { useSignInReturn } from "./use-sign-in-return.ts";

export function RegisterForm() {
  const { pending, errors } = useFormState(registerHref());
  const carried = useSignInReturn();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  return (
    <Form
      ref={form}
      method="post"
      action={registerHref(carried)}
      noValidate
      className="flex flex-col gap-1.25"
    >
      <input type="hidden" name="intent" value="register" />
      <SignUpFields errors={errors} />
      <p className="text-sm text-muted">
        By creating an account you agree to the{" "}
        <AppLink to={HREFS.termsOfUse} className="text-primary-700 underline">
          Terms of use
        </AppLink>{" "}
        and the{" "}
        <AppLink to={HREFS.privacyPolicy} className="text-primary-700 underline">
          Privacy policy
        </AppLink>
        .
      </p>
      <Button type="submit" size="lg" pending={pending} className="w-full">
        Create account
      </Button>
      <RecaptchaNotice />
      <p className="text-center text-ink-soft">
        Already have an account?{" "}
        <AppLink to={loginHref(carried)} className="font-medium text-primary-700 hover:underline">
          Log in
        </AppLink>
      </p>
    </Form>
  );
}
