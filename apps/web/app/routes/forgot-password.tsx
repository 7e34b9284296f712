import "../styles/account.css";
import { AuthLayout } from "../features/auth/auth-layout.tsx";
import { requestPasswordReset } from "../features/auth/forgot-password.ts";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form.tsx";
import { redirectSignedInUser } from "../features/auth/guards.server.ts";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/forgot-password";

export const handle: ShellHandle = { hideFooter: true };

export function meta() {
  return pageMeta("Forgot password", "Get a link to choose a new password for your Listful account.");
}

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedInUser(context);
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return requestPasswordReset(await request.formData());
}

export default function ForgotPassword() {
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
