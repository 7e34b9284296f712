import type { SignInProvider } from "@listful/contracts";
import type { AppConfig } from "../../env.ts";
import { createFacebookClient } from "./facebook.ts";
import { createGoogleClient } from "./google.ts";
import type { ProviderClient } from "./provider-client.ts";
import type { SignInEndpoints } from "./provider-endpoints.ts";

/** The providers whose settings are given, each returning people to /login (docs/PRODUCT.md, Redirects). */
export function createSignInProviders(
  config: AppConfig,
  endpoints: SignInEndpoints,
): Partial<Record<SignInProvider, ProviderClient>> {
  const redirectUri = `${config.publicUrl}/login`;
  const { google, facebook } = config.signIn;
  return {
    ...(google ? { google: createGoogleClient(google, endpoints.google, redirectUri) } : {}),
    ...(facebook ? { facebook: createFacebookClient(facebook, endpoints.facebook, redirectUri) } : {}),
  };
}
