import type { UserRow } from "@listful/db";
import type { FastifyRequest } from "fastify";
import { unauthorized } from "../errors.ts";

/** Who calls: the signed-in user and their session. */
export type Principal = { user: UserRow; sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved before the handler runs (`plugins/auth.ts`); null for guests on public routes. */
    principal: Principal | null;
  }
}

/** The principal of a private route, which the guard has already checked. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
