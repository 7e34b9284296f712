import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../plugins/auth.ts";
import { sendSession } from "../auth/auth.routes.ts";
import { clearSessionCookies } from "../auth/session-cookies.ts";
import { toUserResponse } from "./user.mapper.ts";
import type { UserService } from "./user.service.ts";

export async function userRoutes(app: FastifyInstance, deps: { users: UserService; secureCookies: boolean }) {
  const sensitive = app.limiter({ name: "account-change", max: 20, windowMs: 60_000 });

  endpoint(app, "GET /api/user", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toUserResponse(requirePrincipal(request).user);
  });

  endpoint(app, "PATCH /api/user", { preHandler: [sensitive] }, async (request, reply) => {
    const { user, sessionId } = requirePrincipal(request);
    return sendSession(reply, await deps.users.update(user, sessionId, request.body), deps.secureCookies);
  });

  endpoint(app, "PATCH /api/user/change-password", { preHandler: [sensitive] }, async (request, reply) => {
    const { user } = requirePrincipal(request);
    return sendSession(reply, await deps.users.changePassword(user, request.body), deps.secureCookies);
  });

  endpoint(app, "DELETE /api/user", { preHandler: [sensitive] }, async (request, reply) => {
    await deps.users.delete(requirePrincipal(request).user, request.body.password);
    clearSessionCookies(reply, deps.secureCookies);
    return { message: "User account has been deleted." };
  });
}
