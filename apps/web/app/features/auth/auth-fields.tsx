import { PASSWORD_MIN } from "@listful/contracts";
import type { ComponentProps } from "react";
import { FORM_MESSAGE_FIELD } from "../../lib/field-errors.ts";
import { HREFS } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { FormError, TextField } from "../../ui/field.tsx";

type FieldProps = Partial<ComponentProps<typeof TextField>>;

const LINK = "self-end text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline";

/** The fields every account form shares, named and filled in as password managers expect. */
export function NameField(props: FieldProps) {
  return <TextField label="Name" name="name" autoComplete="name" required {...props} />;
}

export function EmailField(props: FieldProps) {
  return <TextField label="E-mail" name="email" type="email" autoComplete="email" required {...props} />;
}

/** The password the person has now: to sign in, or to confirm a change. */
export function PasswordField(props: FieldProps) {
  return (
    <TextField
      label="Password"
      name="password"
      type="password"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

/** A password being chosen, with the rule it must meet. */
export function NewPasswordField(props: FieldProps) {
  return (
    <TextField
      label="Password"
      name="password"
      type="password"
      autoComplete="new-password"
      required
      hint={`At least ${PASSWORD_MIN} characters.`}
      {...props}
    />
  );
}

type Errors = Readonly<Record<string, string>> | undefined;

/**
 * Signing in: e-mail and password, with the way to a new password. `resetInNewTab` keeps the page (the editor's
 * unsaved checklist) open while the reset happens in another tab. A refusal that names neither field (a wrong
 * password, too many attempts) is said above them.
 */
export function SignInFields({ errors, resetInNewTab = false }: { errors: Errors; resetInNewTab?: boolean }) {
  return (
    <>
      <FormError message={errors?.[FORM_MESSAGE_FIELD]} />
      <EmailField error={errors?.email} />
      <div className="flex flex-col gap-0.5">
        <PasswordField error={errors?.password} />
        {resetInNewTab ? (
          <a href={HREFS.forgotPassword} target="_blank" rel="noopener" className={LINK}>
            Forgot password?<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <AppLink to={HREFS.forgotPassword} className={LINK}>
            Forgot password?
          </AppLink>
        )}
      </div>
    </>
  );
}

/** Signing up: name, e-mail and a new password. */
export function SignUpFields({ errors }: { errors: Errors }) {
  return (
    <>
      <NameField error={errors?.name} />
      <EmailField error={errors?.email} />
      <NewPasswordField error={errors?.password} />
    </>
  );
}
