import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
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

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ sid: claims.sessionId, sv: claims.sessionVersion })
        .setProtectedHeader({ alg: "HS256", typ: TYPE })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
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
        return { userId: payload.sub, sessionId: payload.sid, sessionVersion: payload.sv };
      } catch {
        return null;
      }
    },
  };
}
