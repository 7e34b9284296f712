import { LoginBodySchema, PASSWORD_MIN, RegisterBodySchema } from "@listful/contracts";
import { type FormEvent, useRef, useState } from "react";
import { api } from "../../../lib/api.ts";
import type { FieldErrors } from "../../../lib/field-errors.ts";
import { submitValidated } from "../../../lib/form-action.ts";
import { HREFS } from "../../../lib/hrefs.ts";
import { getRecaptchaToken } from "../../../lib/recaptcha.ts";
import { useFocusFirstError } from "../../../lib/use-focus-first-error.ts";
import { Button } from "../../../ui/button.tsx";
import { TextField } from "../../../ui/field.tsx";
import { RecaptchaNotice } from "../../auth/recaptcha-notice.tsx";

export type AuthMode = "register" | "login";

type AuthFormProps = {
  readonly mode: AuthMode;
  /** Called once the session exists (its cookies are set by the server). */
  readonly onSignedIn: () => void;
};

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

async function submit(mode: AuthMode, form: FormData) {
  if (mode === "login") {
    const values = { email: text(form, "email"), password: text(form, "password") };
    return submitValidated(LoginBodySchema, values, (body) => api.request("POST /api/login", { body }));
  }
  const values = { name: text(form, "name"), email: text(form, "email"), password: text(form, "password") };
  return submitValidated(RegisterBodySchema, values, async (body) =>
    api.request("POST /api/register", {
      body: { ...body, recaptchaToken: await getRecaptchaToken("register") },
    }),
  );
}

/**
 * Sign-in or registration inside the editor, without leaving it: the same API calls and checks as the
 * /login and /register pages, but success hands back to the editor instead of going to the collection.
 */
export function AuthForm({ mode, onSignedIn }: AuthFormProps) {
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    const outcome = await submit(mode, new FormData(event.currentTarget));
    setPending(false);
    if (outcome.ok) onSignedIn();
    else setErrors(outcome.fieldErrors);
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-1">
      {mode === "register" ? (
        <TextField label="Name" name="name" autoComplete="name" required error={errors?.name} />
      ) : null}
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors?.email}
      />
      <div className="flex flex-col gap-0.5">
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={mode === "register" ? "new-password" : "current-password"}
          required
          {...(mode === "register" ? { hint: `At least ${PASSWORD_MIN} characters.` } : {})}
          error={errors?.password}
        />
        {mode === "login" ? (
          // A new tab: the checklist being saved stays open here, ready once the password is reset.
          <a
            href={HREFS.forgotPassword}
            target="_blank"
            rel="noopener"
            className="self-end text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline"
          >
            Forgot password?<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <Button type="submit" size="lg" pending={pending} className="w-full">
        {mode === "register" ? "Create account and save" : "Log in and save"}
      </Button>
      {mode === "register" ? <RecaptchaNotice /> : null}
    </form>
  );
}
