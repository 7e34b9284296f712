import { useRef } from "react";
import { useFocusFirstError } from "../../lib/use-focus-first-error.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { SignInFields, SignUpFields } from "./auth-fields.tsx";
import type { AUTH_INTENTS } from "./auth-intents.ts";
import { RecaptchaNotice } from "./recaptcha-notice.tsx";

export type AuthMode = keyof typeof AUTH_INTENTS;

type AuthFormProps = {
  readonly mode: AuthMode;
  /** Called once the session exists (its cookies are set by the server) and the page knows the user. */
  readonly onSignedIn: () => void;
  /** What happens after: the button says "Create account and save", "... and continue". */
  readonly then?: "save" | "continue";
};

/**
 * Sign-in or registration without leaving the page (the editor's save, the pricing page's checkout): the
 * fields and calls of the /login and /register pages, through the page's own action (AUTH_INTENTS), so
 * success hands back to the page instead of going to the collection.
 */
export function AuthForm({ mode, onSignedIn, then = "save" }: AuthFormProps) {
  const auth = useMutation(mode, { onSuccess: onSignedIn });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, auth.errors);
  const isRegister = mode === "register";
  return (
    <form ref={form} noValidate onSubmit={auth.onSubmit} className="flex flex-col gap-1">
      {isRegister ? (
        <SignUpFields errors={auth.errors} />
      ) : (
        <SignInFields errors={auth.errors} resetInNewTab />
      )}
      <Button type="submit" size="lg" pending={auth.pending} className="w-full">
        {isRegister ? `Create account and ${then}` : `Log in and ${then}`}
      </Button>
      {isRegister ? <RecaptchaNotice /> : null}
    </form>
  );
}
