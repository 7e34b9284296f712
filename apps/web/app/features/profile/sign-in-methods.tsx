import type { SignInMethods, SignInProvider } from "@listful/contracts";
import { SIGN_IN_PROVIDER_LABELS } from "@listful/contracts";
import { HREFS } from "../../lib/hrefs.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { PROVIDER_ICONS } from "../auth/provider-buttons.tsx";
import { SettingsCard } from "./settings-card.tsx";

/**
 * Settings' "Sign-in methods": the Google and Facebook accounts the person can sign in with, to connect or
 * disconnect. The last way to sign in cannot be disconnected (the server refuses it too).
 */
export function SignInMethodsCard({ methods }: { readonly methods: SignInMethods }) {
  if (methods.providers.length === 0) return null;
  const connected = methods.providers.filter((entry) => entry.connected).length;
  const isLastWay = !methods.has_password && connected <= 1;
  return (
    <SettingsCard
      id="sign-in-heading"
      title="Sign-in methods"
      description="Sign in with Google or Facebook as well as your e-mail. A connected account signs you in to this one."
    >
      <ul className="flex flex-col divide-y divide-line">
        {methods.providers.map(({ provider, connected: isConnected }) => (
          <ProviderRow
            key={provider}
            provider={provider}
            isConnected={isConnected}
            isLastWay={isConnected && isLastWay}
          />
        ))}
      </ul>
      {isLastWay && connected > 0 ? (
        <p className="mt-0.75 text-sm text-ink-soft">
          To disconnect it, set a password below first, so you can still sign in.
        </p>
      ) : null}
    </SettingsCard>
  );
}

function ProviderRow({
  provider,
  isConnected,
  isLastWay,
}: {
  provider: SignInProvider;
  isConnected: boolean;
  isLastWay: boolean;
}) {
  const connecting = useMutation("continue-with");
  const disconnecting = useMutation("disconnect-provider");
  const Icon = PROVIDER_ICONS[provider];
  const label = SIGN_IN_PROVIDER_LABELS[provider];
  return (
    <li className="flex flex-wrap items-center gap-x-1 gap-y-0.5 py-0.75 first:pt-0 last:pb-0">
      <Icon width={24} height={24} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{label}</p>
        <p className="text-sm text-ink-soft">{isConnected ? "Connected" : "Not connected"}</p>
      </div>
      {isConnected ? (
        <Button
          variant="secondary"
          size="sm"
          pending={disconnecting.pending}
          disabled={isLastWay}
          aria-label={`Disconnect ${label}`}
          onClick={() => disconnecting.submit({ provider })}
        >
          Disconnect
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          pending={connecting.pending}
          aria-label={`Connect ${label}`}
          onClick={() => connecting.submit({ provider, next: HREFS.profile })}
        >
          Connect
        </Button>
      )}
    </li>
  );
}
