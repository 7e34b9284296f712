import "../styles/account.css";
import { requireUser } from "../features/auth/guards.server.ts";
import { ChangePasswordForm } from "../features/profile/change-password-form.tsx";
import { DeleteAccount } from "../features/profile/delete-account.tsx";
import { PROFILE_INTENTS } from "../features/profile/profile-actions.ts";
import { ProfileForm } from "../features/profile/profile-form.tsx";
import { SettingsCard } from "../features/profile/settings-card.tsx";
import { runIntent } from "../lib/form-action.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/profile";

export function meta() {
  return pageMeta("Settings", "Manage your Listful account: your name, e-mail and password.");
}

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireUser(context) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), PROFILE_INTENTS);
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <div className="bg-gradient-to-b from-lilac to-white">
      <div className="mx-auto flex max-w-60 flex-col gap-1.5 px-1 py-2 md:px-2 md:py-3">
        <div>
          <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">Account</p>
          <h1 className="mt-0.3 text-3xl font-medium tracking-tight text-ink md:text-4xl">Settings</h1>
        </div>
        <SettingsCard
          id="profile-heading"
          title="Personal information"
          description="Your name appears in the header. You sign in with your e-mail, and it is where we send reset links."
        >
          <ProfileForm user={user} />
        </SettingsCard>
        <SettingsCard
          id="password-heading"
          title="Password"
          description="Use a long password you don't use anywhere else. Changing it signs you out on your other devices."
        >
          <ChangePasswordForm />
        </SettingsCard>
        <SettingsCard
          id="delete-heading"
          title="Delete account"
          description="Removes your account and everything saved in it."
          tone="danger"
        >
          <DeleteAccount />
        </SettingsCard>
      </div>
    </div>
  );
}
