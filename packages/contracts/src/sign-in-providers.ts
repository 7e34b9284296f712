// The sign-in providers' names, without zod: the sign-in pages read them and must not load the schemas.

/** The other ways to sign in than a password: a Google or Facebook authorization-code flow. */
export const SIGN_IN_PROVIDERS = ["google", "facebook"] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** Each provider's name as people read it. */
export const SIGN_IN_PROVIDER_LABELS: Record<SignInProvider, string> = {
  google: "Google",
  facebook: "Facebook",
};

export function isSignInProvider(value: unknown): value is SignInProvider {
  return SIGN_IN_PROVIDERS.some((provider) => provider === value);
}

/** The provider a returned state belongs to: the server starts every state with its provider's name. */
export function providerOfState(state: string): SignInProvider | undefined {
  const prefix = state.split(".")[0];
  return SIGN_IN_PROVIDERS.find((provider) => provider === prefix);
}
