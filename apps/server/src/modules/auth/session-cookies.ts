import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCESS_TOKEN_TTL_SECONDS } from "./access-token.ts";
import type { Session } from "./session.service.ts";

/** The session cookies' names (docs/PRODUCT.md, Sessions). */
export const ACCESS_COOKIE = "token";
export const REFRESH_COOKIE = "refresh-token";

export function setSessionCookies(reply: FastifyReply, session: Session, secure: boolean) {
  const base = { path: "/", httpOnly: true, sameSite: "lax", secure } as const;
  reply.setCookie(ACCESS_COOKIE, session.accessToken, { ...base, maxAge: ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...base,
    maxAge: Math.max(1, Math.floor((session.refreshExpiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  const base = { path: "/", httpOnly: true, sameSite: "lax", secure } as const;
  reply.clearCookie(ACCESS_COOKIE, base);
  reply.clearCookie(REFRESH_COOKIE, base);
}

/** The access token from `Authorization: Bearer` (API clients) or the `token` cookie (the browser). */
export function readAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return request.cookies[ACCESS_COOKIE] || undefined;
}

export function readRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
