import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** How long an access token may be accepted after it was issued, with a minute for the clocks of instances. */
export const ACCESS_TOKEN_LIFETIME_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
const ISSUER = "listful";
const AUDIENCE = "listful-api";
const TYPE = "at+jwt";

export type AccessClaims = {
  userId: string;
  /** The sign-in (refresh-token family) this token belongs to. */
  sessionId: string;
  /** Must equal the user's session_version; bumping it ends every session at once. */
  sessionVersion: number;
};

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for anything expired, tampered, unsigned or of another type. */
  verify(token: string): Promise<AccessClaims | null>;
};

/** Verified tokens by their exact text; a tampered token is a different string and is verified afresh. */
const CACHE_SIZE = 10_000;

export function createAccessTokens(secret: string): AccessTokens {
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  function remember(token: string, claims: AccessClaims, expiresAt: number) {
    if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt });
  }
  // Imported once: handing jose the raw bytes would re-import the key on every request.
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    sign: async (claims) =>
      new SignJWT({ sid: claims.sessionId, sv: claims.sessionVersion })
        .setProtectedHeader({ alg: "HS256", typ: TYPE })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TYPE,
          requiredClaims: ["sub", "exp", "iat"],
        });
        if (
          typeof payload.sub !== "string" ||
          typeof payload.sid !== "string" ||
          typeof payload.sv !== "number"
        ) {
          return null;
        }
        const claims = { userId: payload.sub, sessionId: payload.sid, sessionVersion: payload.sv };
        remember(token, claims, (payload.exp ?? 0) * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
