import "../styles/account.css";
import { AuthLayout } from "../features/auth/auth-layout.tsx";
import { redirectSignedInUser } from "../features/auth/guards.server.ts";
import { ProviderButtons } from "../features/auth/provider-buttons.tsx";
import { PROVIDER_INTENTS } from "../features/auth/provider-sign-in.ts";
import { register } from "../features/auth/register.ts";
import { RegisterForm } from "../features/auth/register-form.tsx";
import { readSignInReturn } from "../features/auth/sign-in-return.ts";
import { useSignInReturn } from "../features/auth/use-sign-in-return.ts";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { runIntent } from "../lib/form-action.ts";
import type { HydrationHandle } from "../lib/idle-hydration.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/register";

// Sent whole as HTML and CSS, React loaded when the browser is idle or at the first touch or focus
// (decision 0005): the form's fields are uncontrolled, so what is typed before then stays, and a form sent
// before then is a plain POST the server answers.
export const handle: ShellHandle & HydrationHandle = { hideFooter: true, hydrate: "idle" };

export function meta() {
  return pageMeta(
    "Create your free account",
    "Create a free Listful account to save checklists to your collection, print them and tick them off online.",
  );
}

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedInUser(context);
  return null;
}

export async function clientAction({ request, url }: Route.ClientActionArgs) {
  const target = readSignInReturn(url.searchParams);
  return runIntent(await request.formData(), {
    register: (formData) => register(formData, target),
    ...PROVIDER_INTENTS,
  });
}

export default function Register() {
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Free forever. Save your checklists, print them and tick them off anywhere."
    >
      <ProviderButtons target={useSignInReturn()} />
      <RegisterForm />
    </AuthLayout>
  );
}
