import "../styles/account.css";
import { isSuperAdmin } from "@listful/contracts";
import { requireUser } from "../features/auth/guards.server.ts";
import { BILLING_INTENTS } from "../features/billing/billing-actions.ts";
import { BillingHistory } from "../features/billing/billing-history.tsx";
import { SubscriptionSettings } from "../features/billing/subscription-settings.tsx";
import { ChangePasswordForm } from "../features/profile/change-password-form.tsx";
import { DeleteAccount } from "../features/profile/delete-account.tsx";
import { PROFILE_INTENTS } from "../features/profile/profile-actions.ts";
import { ProfileForm } from "../features/profile/profile-form.tsx";
import { SettingsCard } from "../features/profile/settings-card.tsx";
import { SignInMethodsCard } from "../features/profile/sign-in-methods.tsx";
import { TEAM_INTENTS } from "../features/profile/team-intents.ts";
import { TeamSettings } from "../features/profile/team-settings.tsx";
import { isNotFound } from "../lib/api-errors.ts";
import { runIntent } from "../lib/form-action.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/profile";

export function meta() {
  return pageMeta("Settings", "Manage your Listful account: your name, e-mail and password.");
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const { api, config } = context.get(requestContext);
  // In free mode there is nothing to pay for, so no subscription or billing to show.
  const billing = config.isFree
    ? Promise.resolve(null)
    : Promise.all([api.request("GET /api/user/subscription"), api.request("GET /api/user/billings")]).then(
        ([subscription, billings]) => ({ subscription, billings }),
      );
  // Settings > Team is a super-admin's: the API decides (roles read afresh), the page only asks for them.
  const team = isSuperAdmin(user)
    ? api.request("GET /api/admin/team").catch((error: unknown) => {
        // Demoted since the session began: no team to show, the rest of the page as ever.
        if (isNotFound(error)) return null;
        throw error;
      })
    : Promise.resolve(null);
  const [signInMethods, billingData, teamData] = await Promise.all([
    api.request("GET /api/connect"),
    billing,
    team,
  ]);
  return { user, signInMethods, billing: billingData, team: teamData };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(await request.formData(), { ...PROFILE_INTENTS, ...BILLING_INTENTS, ...TEAM_INTENTS });
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, signInMethods, billing, team } = loaderData;
  const hasPassword = signInMethods.has_password;
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
        <SignInMethodsCard methods={signInMethods} />
        <SettingsCard
          id="password-heading"
          title="Password"
          description={
            hasPassword
              ? "Use a long password you don't use anywhere else. Changing it signs you out on your other devices."
              : "You sign in with Google or Facebook. Set a password to sign in with your e-mail too."
          }
        >
          <ChangePasswordForm hasPassword={hasPassword} />
        </SettingsCard>
        {billing ? (
          <>
            <SettingsCard
              id="subscription-heading"
              title="Subscription"
              description="Premium unlocks every template and design. Change or cancel it here; your checklists stay yours."
            >
              <SubscriptionSettings subscription={billing.subscription} />
            </SettingsCard>
            <SettingsCard
              id="billing-heading"
              title="Billing history"
              description="Every payment, with its invoice from Paddle, our reseller."
            >
              <BillingHistory billings={billing.billings} />
            </SettingsCard>
          </>
        ) : null}
        {team ? (
          <SettingsCard
            id="team-heading"
            title="Team"
            description="Admins curate the template library; super-admins also manage this team. Removing someone takes both roles; your own stays."
          >
            <TeamSettings team={team} user={user} />
          </SettingsCard>
        ) : null}
        <SettingsCard
          id="delete-heading"
          title="Delete account"
          description={
            hasPassword
              ? "Removes your account and everything saved in it."
              : "Removes your account and everything saved in it. Set a password above first: deleting asks for it."
          }
          tone="danger"
        >
          <DeleteAccount />
        </SettingsCard>
      </div>
    </div>
  );
}
