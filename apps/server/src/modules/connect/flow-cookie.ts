import { createHmac, timingSafeEqual } from "node:crypto";
import type { SignInProvider } from "@listful/contracts";
import { generateCodeVerifier, generateState } from "arctic";
import { EncryptJWT, jwtDecrypt } from "jose";
import type { FlowSecrets } from "./provider-client.ts";

/** The cookie that carries one sign-in attempt from the first leg to the second, in this browser only. */
export const FLOW_COOKIE = "sign-in-flow";
/** Sent only to the connect calls. */
export const FLOW_COOKIE_PATH = "/api/connect";
/** Long enough to sign in at the provider, short enough that a forgotten tab's attempt is dead. */
export const FLOW_TTL_SECONDS = 10 * 60;

/** One attempt: its secrets, the provider, and the account to connect it to (null: signing in). */
export type Flow = FlowSecrets & { provider: SignInProvider; userId: string | null };

export type FlowCookies = ReturnType<typeof createFlowCookies>;

/**
 * Seals a flow into an encrypted, expiring value (the browser can neither read nor change it) and opens it
 * again, checking it against the state the provider handed back.
 */
export function createFlowCookies(secret: string) {
  const key = createHmac("sha256", secret).update("listful sign-in flow").digest();
  return {
    begin(provider: SignInProvider, userId: string | null): Flow {
      return {
        provider,
        userId,
        // The state names its provider, so the page the provider returns to knows which check to call.
        state: `${provider}.${generateState()}`,
        verifier: generateCodeVerifier(),
        nonce: generateState(),
      };
    },

    seal(flow: Flow): Promise<string> {
      return new EncryptJWT({ ...flow })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setIssuedAt()
        .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
        .encrypt(key);
    },

    /** The flow the sealed value holds, if it is intact, unexpired, and for this provider and state. */
    async open(sealed: string | undefined, provider: SignInProvider, state: string): Promise<Flow | null> {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key);
        const flow = payload as unknown as Flow;
        return flow.provider === provider && isSameText(flow.state, state) ? flow : null;
      } catch {
        return null;
      }
    },
  };
}

function isSameText(a: unknown, b: string): boolean {
  if (typeof a !== "string") return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
