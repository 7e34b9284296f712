import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The cookie that tells one anonymous visitor's ticks from another's behind the same address. */
export const VISITOR_COOKIE = "visitor";
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Who ticks through a link, for their own limit: the signed-in person, or the visitor this browser is. */
export function visitorKey(request: FastifyRequest): string {
  const user = request.principal?.user;
  return user ? `user:${user.id}` : `visitor:${request.cookies[VISITOR_COOKIE] ?? request.ip}`;
}

/**
 * Gives a browser ticking through a link without an account an id of its own (a random one, in an HttpOnly
 * cookie of the shared lists' calls), so each visitor has a limit as well as each address.
 */
export function identifyVisitor(secure: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.principal) return;
    const id = request.cookies[VISITOR_COOKIE];
    if (id && VISITOR_ID.test(id)) return;
    const fresh = randomUUID();
    reply.setCookie(VISITOR_COOKIE, fresh, {
      path: "/api/checklist/preview",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: YEAR_SECONDS,
    });
    request.cookies[VISITOR_COOKIE] = fresh;
  };
}
