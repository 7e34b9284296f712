import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { RefusedError } from "../../domain-errors.ts";
import type { OAuthClient } from "../../env.ts";
import { exchangeFailure, type ProviderClient } from "./provider-client.ts";
import type { SignInEndpoints } from "./provider-endpoints.ts";

const BAD_ID_TOKEN = "Google's answer could not be verified. Please try again.";

/**
 * Google: the authorization-code flow with PKCE (S256) and a nonce, and an ID token verified against
 * Google's keys (signature, issuer, audience, expiry, nonce) before anything in it is believed.
 */
export function createGoogleClient(
  client: OAuthClient,
  endpoints: SignInEndpoints["google"],
  redirectUri: string,
): ProviderClient {
  const oauth = new OAuth2Client(client.clientId, client.clientSecret, redirectUri);
  const keys = createRemoteJWKSet(new URL(endpoints.jwks));
  return {
    authorizationUrl(flow) {
      const url = oauth.createAuthorizationURLWithPKCE(
        endpoints.authorization,
        flow.state,
        CodeChallengeMethod.S256,
        flow.verifier,
        ["openid", "email", "profile"],
      );
      url.searchParams.set("nonce", flow.nonce);
      return url;
    },

    async identify(code, flow) {
      let idToken: string;
      try {
        const tokens = await oauth.validateAuthorizationCode(endpoints.token, code, flow.verifier);
        idToken = tokens.idToken();
      } catch (error) {
        throw exchangeFailure("Google", error);
      }
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: [...endpoints.issuers],
        audience: client.clientId,
        requiredClaims: ["sub", "exp", "iat"],
      }).catch((error: unknown) => {
        throw new RefusedError(BAD_ID_TOKEN, { cause: error });
      });
      if (payload.nonce !== flow.nonce || typeof payload.sub !== "string")
        throw new RefusedError(BAD_ID_TOKEN);
      return {
        subject: payload.sub,
        email: typeof payload.email === "string" ? payload.email : null,
        isEmailVerified: payload.email_verified === true,
        name: typeof payload.name === "string" ? payload.name : null,
      };
    },
  };
}
