import { useRef } from "react";
import { Form } from "react-router";
import { loginHref, registerHref } from "../../lib/hrefs.ts";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useFormState } from "../../lib/use-form-state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { SignInFields } from "./auth-fields.tsx";
import { useSignInReturn } from "./use-sign-in-return.ts";

export function LoginForm() {
  const { pending, errors } = useFormState(loginHref());
  const carried = useSignInReturn();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  return (
    <Form ref={form} method="post" action={loginHref(carried)} noValidate className="flex flex-col gap-1.25">
      <input type="hidden" name="intent" value="login" />
      <SignInFields errors={errors} />
      <Button type="submit" size="lg" pending={pending} className="mt-0.5 w-full">
        Log in
      </Button>
      <p className="text-center text-ink-soft">
        New to Listful?{" "}
        <AppLink to={registerHref(carried)} className="font-medium text-primary-700 hover:underline">
          Create an account
        </AppLink>
      </p>
    </Form>
  );
}
