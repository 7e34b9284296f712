import type { FastifyInstance, FastifyReply } from "fastify";
import { unauthorized } from "../../errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
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
  const perIp = (name: string, max: number) => app.limiter({ name, max, windowMs: MINUTE });

  endpoint(
    app,
    "POST /api/register",
    { config: { public: true }, onRequest: [perIp("register", 5)] },
    async (request, reply) => {
      await deps.humanCheck(request.body.recaptchaToken, "register", request.ip);
      return sendSession(reply, await deps.auth.register(request.body), deps.secureCookies);
    },
  );

  endpoint(
    app,
    "POST /api/login",
    { config: { public: true }, onRequest: [perIp("login-ip", 10)] },
    async (request, reply) =>
      sendSession(reply, await deps.auth.login(request.body, { ip: request.ip }), deps.secureCookies),
  );

  endpoint(
    app,
    "POST /api/token/refresh",
    { config: { public: true }, onRequest: [perIp("refresh", 60)] },
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

  endpoint(app, "POST /api/logout", { config: { public: true } }, async (request, reply) => {
    const refresh = readRefreshToken(request);
    const sessionId =
      request.principal?.sessionId ?? (refresh ? await deps.sessions.sessionIdOf(refresh) : undefined);
    if (sessionId) await deps.sessions.end(sessionId);
    clearSessionCookies(reply, deps.secureCookies);
    return { message: "You have been signed out." };
  });

  endpoint(
    app,
    "POST /api/forgot-password",
    { config: { public: true }, onRequest: [perIp("forgot-password", 5)] },
    async (request) => {
      await deps.humanCheck(request.body.recaptchaToken, "forgot_password", request.ip);
      await deps.auth.requestPasswordReset(request.body.email);
      return {
        message: "If an account exists for that e-mail, we have sent it a link to reset the password.",
      };
    },
  );

  endpoint(
    app,
    "POST /api/reset-password",
    { config: { public: true }, onRequest: [perIp("reset-password", 10)] },
    async (request, reply) =>
      sendSession(reply, await deps.auth.resetPassword(request.body, { ip: request.ip }), deps.secureCookies),
  );
}
