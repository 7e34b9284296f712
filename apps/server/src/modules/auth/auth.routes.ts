import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  AuthResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageResponseSchema,
  RefreshTokenBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
} from "@listful/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { unauthorized } from "../../errors.ts";
import type { HumanCheck } from "../../lib/human-check.ts";
import { toUserResponse } from "../user/user.mapper.ts";
import type { AuthService } from "./auth.service.ts";
import type { Session, SessionService } from "./session.service.ts";
import { clearSessionCookies, readRefreshToken, setSessionCookies } from "./session-cookies.ts";

const MINUTE = 60_000;

export type AuthRoutesDeps = {
  auth: AuthService;
  sessions: SessionService;
  humanCheck: HumanCheck;
  secureCookies: boolean;
};

/**
 * Answers a new session as the token response (`token`, `refresh_token`, `user`) and sets the session
 * cookies.
 */
export function sendSession(reply: FastifyReply, session: Session, secure: boolean) {
  setSessionCookies(reply, session, secure);
  reply.header("cache-control", "no-store");
  return {
    token: session.accessToken,
    refresh_token: session.refreshToken,
    user: toUserResponse(session.user),
  };
}

export async function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const perIp = (name: string, max: number) => app.limiter({ name, max, windowMs: MINUTE });

  api.post(
    "/api/register",
    {
      config: { public: true },
      onRequest: [perIp("register", 5)],
      schema: { body: RegisterBodySchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) => {
      await deps.humanCheck(request.body.recaptchaToken, "register", request.ip);
      return sendSession(reply, await deps.auth.register(request.body), deps.secureCookies);
    },
  );

  api.post(
    "/api/login",
    {
      config: { public: true },
      onRequest: [perIp("login-ip", 10)],
      schema: { body: LoginBodySchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) =>
      sendSession(reply, await deps.auth.login(request.body, { ip: request.ip }), deps.secureCookies),
  );

  api.post(
    "/api/token/refresh",
    {
      config: { public: true },
      onRequest: [perIp("refresh", 60)],
      schema: { body: RefreshTokenBodySchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) => {
      const token = request.body?.refresh_token || readRefreshToken(request);
      if (!token) throw unauthorized("Your session has ended. Please sign in again.");
      try {
        return sendSession(reply, await deps.sessions.rotate(token, { ip: request.ip }), deps.secureCookies);
      } catch (error) {
        clearSessionCookies(reply, deps.secureCookies);
        throw error;
      }
    },
  );

  api.post(
    "/api/logout",
    { config: { public: true }, schema: { response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      const refresh = readRefreshToken(request);
      const sessionId =
        request.principal?.sessionId ?? (refresh ? await deps.sessions.sessionIdOf(refresh) : undefined);
      if (sessionId) await deps.sessions.end(sessionId);
      clearSessionCookies(reply, deps.secureCookies);
      return { message: "You have been signed out." };
    },
  );

  api.post(
    "/api/forgot-password",
    {
      config: { public: true },
      onRequest: [perIp("forgot-password", 5)],
      schema: { body: ForgotPasswordBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await deps.humanCheck(request.body.recaptchaToken, "forgot_password", request.ip);
      await deps.auth.requestPasswordReset(request.body.email);
      return {
        message: "If an account exists for that e-mail, we have sent it a link to reset the password.",
      };
    },
  );

  api.post(
    "/api/reset-password",
    {
      config: { public: true },
      onRequest: [perIp("reset-password", 10)],
      schema: { body: ResetPasswordBodySchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) =>
      sendSession(reply, await deps.auth.resetPassword(request.body, { ip: request.ip }), deps.secureCookies),
  );
}
