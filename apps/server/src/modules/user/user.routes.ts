import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  AuthResponseSchema,
  ChangePasswordBodySchema,
  DeleteUserBodySchema,
  MessageResponseSchema,
  UpdateUserBodySchema,
  UserSchema,
} from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { requirePrincipal } from "../../plugins/auth.ts";
import { sendSession } from "../auth/auth.routes.ts";
import { clearSessionCookies } from "../auth/session-cookies.ts";
import { toUserResponse } from "./user.mapper.ts";
import type { UserService } from "./user.service.ts";

export async function userRoutes(app: FastifyInstance, deps: { users: UserService; secureCookies: boolean }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sensitive = app.limiter({ name: "account-change", max: 20, windowMs: 60_000 });

  api.get("/api/user", { schema: { response: { 200: UserSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toUserResponse(requirePrincipal(request).user);
  });

  api.patch(
    "/api/user",
    {
      preHandler: [sensitive],
      schema: { body: UpdateUserBodySchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) => {
      const { user, sessionId } = requirePrincipal(request);
      return sendSession(reply, await deps.users.update(user, sessionId, request.body), deps.secureCookies);
    },
  );

  api.patch(
    "/api/user/change-password",
    {
      preHandler: [sensitive],
      schema: { body: ChangePasswordBodySchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) => {
      const { user } = requirePrincipal(request);
      return sendSession(reply, await deps.users.changePassword(user, request.body), deps.secureCookies);
    },
  );

  api.delete(
    "/api/user",
    {
      preHandler: [sensitive],
      schema: { body: DeleteUserBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      await deps.users.delete(requirePrincipal(request).user, request.body.password);
      clearSessionCookies(reply, deps.secureCookies);
      return { message: "User account has been deleted." };
    },
  );
}
