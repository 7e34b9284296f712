import type { SignInProvider } from "./sign-in-providers.ts";

/** What the server tells the web app about itself on every page (never a secret). */
export type PublicConfig = {
  publicUrl: string;
  /** Free mode: no payments configured, pricing hidden, everything unlocked. */
  isFree: boolean;
  blogUrl: string;
  recaptchaSiteKey: string | null;
  /** The providers whose "Continue with" buttons are shown; empty when none is configured. */
  signInProviders: readonly SignInProvider[];
};
