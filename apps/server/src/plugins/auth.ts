import { isAdmin, isSuperAdmin } from "@listful/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound, unauthorized } from "../errors.ts";
import type { Principal } from "../lib/principal.ts";
import type { AccessTokens } from "../modules/auth/access-token.ts";
import { readAccessToken } from "../modules/auth/session-cookies.ts";
import type { SessionRevocations } from "../modules/auth/session-revocations.ts";
import type { UserRepository } from "../modules/user/user.repository.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes are private unless they say otherwise, so a new route cannot be left open by mistake. */
    public?: boolean;
    /**
     * Admin routes: the roles are re-read from the database on every request (the principal is), and anyone
     * else, guests included, gets the 404 of an unknown endpoint, with no hint that the route exists.
     * `"super"`: the same for super-admins only (Settings > Team).
     */
    admin?: boolean | "super";
  }
}

export type PrincipalDeps = {
  accessTokens: AccessTokens;
  users: UserRepository;
  revocations: Pick<SessionRevocations, "isRevoked">;
};

/**
 * Resolves the principal from a bearer token or the token cookie: a valid token of a session that has not
 * ended, verified against the current row.
 */
export async function resolvePrincipal(
  token: string | undefined,
  deps: PrincipalDeps,
): Promise<Principal | null> {
  if (!token) return null;
  const claims = await deps.accessTokens.verify(token);
  if (!claims || (await deps.revocations.isRevoked(claims.sessionId))) return null;
  const user = await deps.users.findById(claims.userId);
  if (!user || user.sessionVersion !== claims.sessionVersion) return null;
  return { user, sessionId: claims.sessionId };
}

/** What an unknown API endpoint answers, and so also an admin route to anyone but an admin. */
export const NO_SUCH_ENDPOINT = "There is no such API endpoint.";

/** Installs the guard on every route of the scope it is called in (the API). */
export function installAuthGuard(app: FastifyInstance, deps: PrincipalDeps) {
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request: FastifyRequest) => {
    const config = request.routeOptions.config ?? {};
    request.principal = await resolvePrincipal(readAccessToken(request), deps);
    if (config.admin) {
      const user = request.principal?.user;
      const allowed = config.admin === "super" ? isSuperAdmin(user) : user !== undefined && isAdmin(user);
      if (!allowed) throw notFound(NO_SUCH_ENDPOINT);
      return;
    }
    if (config.public) return;
    if (!request.principal) throw unauthorized();
  });
}
