import { createHmac } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type AugmentedRequest, OAuth2Server } from "oauth2-mock-server";

/** Where the providers' sign-in is carried out: the shape of the server's `signInEndpoints` setting. */
export type SignInEndpoints = {
  google: { authorization: string; token: string; jwks: string; issuers: readonly string[] };
  facebook: { authorization: string; token: string; profile: string };
};

/** The person who signs in at the provider: what Google's ID token and Facebook's `/me` say of them. */
export type StandInPerson = { subject: string; email?: string; emailVerified?: boolean; name?: string };

/** The client settings the stand-in's providers are registered with. */
export const STAND_IN_ENV = {
  GOOGLE_CLIENT_ID: "listful-google-client",
  GOOGLE_CLIENT_SECRET: "listful-google-secret",
  FACEBOOK_CLIENT_ID: "listful-facebook-app",
  FACEBOOK_CLIENT_SECRET: "listful-facebook-secret",
};

export type SignInStandIn = {
  /** Where it listens; `POST {url}/next-person` with a person's JSON does what `signInAs` does. */
  url: string;
  endpoints: SignInEndpoints;
  /** Who signs in at the provider from now on. */
  signInAs(person: StandInPerson): void;
  /** Claims the next ID token carries instead of the right ones (another audience, an old expiry, ...). */
  tamperNextIdToken(claims: Record<string, unknown>): void;
  /** The next authorization sends this error back instead of a code (the person cancelled, say). */
  failNextAuthorization(error: string): void;
  close(): Promise<void>;
};

/**
 * Google and Facebook on loopback: a real OAuth 2.0 / OpenID Connect server (oauth2-mock-server) that signs
 * ID tokens with its own keys, checks PKCE, carries the nonce, and, as the providers do, takes each code
 * once; plus Facebook's Graph `/me`, which checks the access token and its app-secret proof.
 */
export async function startSignInStandIn(options: { port?: number } = {}): Promise<SignInStandIn> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(options.port ?? 0, "127.0.0.1");
  const issuer = server.issuer.url as string;
  const service = server.service;
  let person: StandInPerson = {
    subject: "stand-in-person",
    email: "person@example.com",
    emailVerified: true,
  };
  let nextError: string | null = null;
  let tampering: Record<string, unknown> | null = null;
  const personOfCode = new Map<string, StandInPerson>();
  const spentCodes = new Set<string>();
  const personOfAccessToken = new Map<string, StandInPerson>();

  service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }) => {
    if (nextError) {
      url.searchParams.delete("code");
      url.searchParams.set("error", nextError);
      nextError = null;
      return;
    }
    const code = url.searchParams.get("code");
    if (code) personOfCode.set(code, person);
  });
  service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: AugmentedRequest) => {
    const who = personOfCode.get(String((req.body as Record<string, unknown>)?.code));
    if (!who) return;
    Object.assign(token.payload, {
      sub: who.subject,
      ...(who.email === undefined ? {} : { email: who.email, email_verified: who.emailVerified ?? false }),
      ...(who.name === undefined ? {} : { name: who.name }),
    });
    // The access token carries a scope; the ID token, built after it, does not.
    if (tampering && !("scope" in token.payload)) {
      Object.assign(token.payload, tampering);
      tampering = null;
    }
  });
  service.on("beforeResponse", (response: { statusCode: number; body: Record<string, unknown> }, req) => {
    const code = String((req.body as Record<string, unknown>)?.code);
    const who = personOfCode.get(code);
    if (!who || spentCodes.has(code)) {
      response.statusCode = 400;
      response.body = { error: "invalid_grant", error_description: "The code is unknown or was used." };
      return;
    }
    spentCodes.add(code);
    personOfAccessToken.set(String(response.body.access_token), who);
  });
  service.addRoute("GET", "/me", (req: AugmentedRequest, res: ServerResponse) => {
    const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    const who = personOfAccessToken.get(token);
    const proof = createHmac("sha256", STAND_IN_ENV.FACEBOOK_CLIENT_SECRET).update(token).digest("hex");
    const isSigned = req.query.appsecret_proof === proof;
    res.writeHead(who && isSigned ? 200 : 400, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        who && isSigned
          ? { id: who.subject, name: who.name, email: who.email }
          : { error: { message: "Invalid OAuth access token or appsecret_proof.", type: "OAuthException" } },
      ),
    );
  });

  // The browser tests run in another process than the server and its stand-in: they say who signs in here.
  service.addRoute("POST", "/next-person", (req: AugmentedRequest, res: ServerResponse) => {
    person = req.body as StandInPerson;
    res.writeHead(204);
    res.end();
  });

  return {
    url: issuer,
    endpoints: {
      google: {
        authorization: `${issuer}/authorize`,
        token: `${issuer}/token`,
        jwks: `${issuer}/jwks`,
        issuers: [issuer],
      },
      facebook: { authorization: `${issuer}/authorize`, token: `${issuer}/token`, profile: `${issuer}/me` },
    },
    signInAs(next) {
      person = next;
    },
    tamperNextIdToken(claims) {
      tampering = claims;
    },
    failNextAuthorization(error) {
      nextError = error;
    },
    close: () => server.stop(),
  };
}
