import "../styles/account.css";
import { AuthLayout } from "../features/auth/auth-layout.tsx";
import { redirectSignedInUser } from "../features/auth/guards.server.ts";
import { resetPassword } from "../features/auth/reset-password.ts";
import { ResetPasswordForm } from "../features/auth/reset-password-form.tsx";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/reset-password";

export const handle: ShellHandle = { hideFooter: true };

export function meta() {
  return pageMeta("Choose a new password", "Choose a new password for your Listful account.");
}

export function loader({ context, url }: Route.LoaderArgs) {
  redirectSignedInUser(context);
  return { token: url.searchParams.get("token") ?? "" };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return resetPassword(await request.formData());
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <AuthLayout title="Choose a new password" subtitle="Pick something you don't use anywhere else.">
      <ResetPasswordForm token={loaderData.token} />
    </AuthLayout>
  );
}
