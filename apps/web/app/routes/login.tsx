import "../styles/account.css";
import { AuthLayout } from "../features/auth/auth-layout.tsx";
import { redirectSignedInUser } from "../features/auth/guards.server.ts";
import { login } from "../features/auth/login.ts";
import { LoginForm } from "../features/auth/login-form.tsx";
import { ProviderButtons } from "../features/auth/provider-buttons.tsx";
import { readProviderReturn } from "../features/auth/provider-return.ts";
import { ProviderReturnStatus } from "../features/auth/provider-return-status.tsx";
import { PROVIDER_INTENTS, PROVIDER_RETURN_INTENTS } from "../features/auth/provider-sign-in.ts";
import { readSignInReturn } from "../features/auth/sign-in-return.ts";
import { useSignInReturn } from "../features/auth/use-sign-in-return.ts";
import type { ShellHandle } from "../features/shell/shell-handle.ts";
import { runIntent } from "../lib/form-action.ts";
import type { HydrationHandle } from "../lib/idle-hydration.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/login";

// Sent whole as HTML and CSS, React loaded when the browser is idle or at the first touch or focus
// (decision 0005): the form's fields are uncontrolled, so what is typed before then stays, and a form sent
// before then is a plain POST the server answers.
export const handle: ShellHandle & HydrationHandle = { hideFooter: true, hydrate: "idle" };

export function meta() {
  return pageMeta(
    "Log in",
    "Log in to Listful to open your checklist collection, print and tick off your lists.",
  );
}

// Google and Facebook send people back to /login, a signed-in person connecting one in Settings too
// (docs/PRODUCT.md, Redirects).
export function loader({ url, context }: Route.LoaderArgs) {
  const providerReturn = readProviderReturn(url.searchParams);
  if (!providerReturn) redirectSignedInUser(context);
  return { providerReturn };
}

export async function clientAction({ request, url }: Route.ClientActionArgs) {
  const target = readSignInReturn(url.searchParams);
  return runIntent(await request.formData(), {
    login: (formData) => login(formData, target),
    ...PROVIDER_INTENTS,
    ...PROVIDER_RETURN_INTENTS,
  });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { providerReturn } = loaderData;
  return (
    <AuthLayout title="Welcome back" subtitle="Log in to pick up your checklists where you left them.">
      {providerReturn ? <ProviderReturnStatus returned={providerReturn} /> : null}
      <ProviderButtons target={useSignInReturn()} />
      <LoginForm />
    </AuthLayout>
  );
}
