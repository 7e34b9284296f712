import "../styles/account.css";
import { AuthLayout } from "../features/auth/auth-layout.tsx";
import { redirectSignedInUser } from "../features/auth/guards.server.ts";
import { login } from "../features/auth/login.ts";
import { LoginForm } from "../features/auth/login-form.tsx";
import { readSignInReturn } from "../features/auth/sign-in-return.ts";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/login";

export const handle: ShellHandle = { hideFooter: true };

export function meta() {
  return pageMeta(
    "Log in",
    "Log in to Listful to open your checklist collection, print and tick off your lists.",
  );
}

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedInUser(context);
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return login(await request.formData(), readSignInReturn(new URL(request.url).searchParams));
}

export default function Login() {
  return (
    <AuthLayout title="Welcome back" subtitle="Log in to pick up your checklists where you left them.">
      <LoginForm />
    </AuthLayout>
  );
}
