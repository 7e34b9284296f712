import type { SignInProvider } from "@listful/contracts";
import { SIGN_IN_PROVIDER_LABELS } from "@listful/contracts";
import type { ComponentType } from "react";
import { useRootData } from "../../lib/root-data.ts";
import { useMutation } from "../../lib/use-mutation.ts";
import { Button } from "../../ui/button.tsx";
import { FacebookIcon } from "../../ui/icons/facebook-icon.tsx";
import { GoogleIcon } from "../../ui/icons/google-icon.tsx";
import type { IconProps } from "../../ui/icons/line-icon.tsx";
import type { SignInReturn } from "./sign-in-return.ts";

export const PROVIDER_ICONS: Record<SignInProvider, ComponentType<IconProps>> = {
  google: GoogleIcon,
  facebook: FacebookIcon,
};

type ProviderButtonsProps = {
  /** Where to go on after signing in; the collection when null. */
  readonly target: SignInReturn | null;
  /** The editor's save dialog: the guest's draft is saved as soon as they are back, signed in. */
  readonly saveDraft?: boolean;
};

/**
 * "Continue with Google" and "Continue with Facebook", for the providers this server is configured for, with
 * "or" before the e-mail form they stand above; nothing at all when none is.
 */
export function ProviderButtons({ target, saveDraft = false }: ProviderButtonsProps) {
  const { config } = useRootData();
  if (config.signInProviders.length === 0) return null;
  return (
    <div className="flex flex-col gap-0.75">
      {config.signInProviders.map((provider) => (
        <ContinueButton key={provider} provider={provider} target={target} saveDraft={saveDraft} />
      ))}
      <p className="mb-0.25 flex items-center gap-0.75 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        or
      </p>
    </div>
  );
}

function ContinueButton({
  provider,
  target,
  saveDraft,
}: { provider: SignInProvider } & Required<ProviderButtonsProps>) {
  const continuing = useMutation("continue-with");
  const Icon = PROVIDER_ICONS[provider];
  return (
    <Button
      variant="secondary"
      size="lg"
      // On the narrowest phones the two labels keep inside the card: less padding, and a line break if need be.
      className="w-full whitespace-normal! max-sm:px-1!"
      pending={continuing.pending}
      onClick={() =>
        continuing.submit({
          provider,
          next: target?.next ?? "",
          bookmark: target?.bookmark ?? "",
          save_draft: saveDraft ? "1" : "",
        })
      }
    >
      <Icon width={20} height={20} />
      Continue with {SIGN_IN_PROVIDER_LABELS[provider]}
    </Button>
  );
}
