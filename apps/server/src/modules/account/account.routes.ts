import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
import { sendSession } from "../auth/auth.routes.ts";
import { clearSessionCookies } from "../auth/session-cookies.ts";
import { toUserResponse } from "../user/user.mapper.ts";
import type { AccountService } from "./account.service.ts";

/** The signed-in person's own account: read it, change the name, address or password, delete it. */
export async function accountRoutes(
  app: FastifyInstance,
  deps: { account: AccountService; secureCookies: boolean },
) {
  const sensitive = app.limiter({ name: "account-change", max: 20, windowMs: 60_000 });

  endpoint(app, "GET /api/user", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toUserResponse(requirePrincipal(request).user);
  });

  endpoint(app, "PATCH /api/user", { preHandler: [sensitive] }, async (request, reply) => {
    const { user, sessionId } = requirePrincipal(request);
    return sendSession(reply, await deps.account.update(user, sessionId, request.body), deps.secureCookies);
  });

  endpoint(app, "PATCH /api/user/change-password", { preHandler: [sensitive] }, async (request, reply) => {
    const { user } = requirePrincipal(request);
    return sendSession(reply, await deps.account.changePassword(user, request.body), deps.secureCookies);
  });

  endpoint(app, "DELETE /api/user", { preHandler: [sensitive] }, async (request, reply) => {
    await deps.account.delete(requirePrincipal(request).user, request.body.password);
    clearSessionCookies(reply, deps.secureCookies);
    return { message: "User account has been deleted." };
  });
}
