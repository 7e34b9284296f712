/** What the server tells the web app about itself on every page (never a secret). */
export type PublicConfig = {
  publicUrl: string;
  /** SPEC's free mode: no payments configured, pricing hidden, everything unlocked. */
  isFree: boolean;
  blogUrl: string;
  recaptchaSiteKey: string | null;
};
