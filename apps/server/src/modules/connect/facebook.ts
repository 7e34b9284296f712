import { createHmac } from "node:crypto";
import { OAuth2Client } from "arctic";
import { z } from "zod";
import type { OAuthClient } from "../../env.ts";
import { exchangeFailure, type ProviderClient } from "./provider-client.ts";
import type { SignInEndpoints } from "./provider-endpoints.ts";

const ProfileSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * Facebook: the authorization-code flow with state (its dialog takes no PKCE for this flow), then the
 * Graph API's `/me` for the person, asked with the app-secret proof Facebook recommends. Facebook does not
 * say whether the person owns the address, so it is never taken as verified.
 */
export function createFacebookClient(
  client: OAuthClient,
  endpoints: SignInEndpoints["facebook"],
  redirectUri: string,
): ProviderClient {
  const oauth = new OAuth2Client(client.clientId, client.clientSecret, redirectUri);
  return {
    authorizationUrl(flow) {
      return oauth.createAuthorizationURL(endpoints.authorization, flow.state, ["email", "public_profile"]);
    },

    async identify(code) {
      try {
        const tokens = await oauth.validateAuthorizationCode(endpoints.token, code, null);
        const accessToken = tokens.accessToken();
        const url = new URL(endpoints.profile);
        url.searchParams.set("fields", "id,name,email");
        url.searchParams.set(
          "appsecret_proof",
          createHmac("sha256", client.clientSecret).update(accessToken).digest("hex"),
        );
        const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
        if (!response.ok) throw new Error(`Facebook's profile answered ${response.status}`);
        const profile = ProfileSchema.parse(await response.json());
        return {
          subject: profile.id,
          email: profile.email ?? null,
          isEmailVerified: false,
          name: profile.name ?? null,
        };
      } catch (error) {
        throw exchangeFailure("Facebook", error);
      }
    },
  };
}
