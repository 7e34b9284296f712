import type { FastifyInstance, FastifyReply } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
import { sendSession } from "../auth/auth.routes.ts";
import type { ConnectService } from "./connect.service.ts";
import { FLOW_COOKIE, FLOW_COOKIE_PATH, FLOW_TTL_SECONDS } from "./flow-cookie.ts";

const MINUTE = 60_000;

export async function connectRoutes(
  app: FastifyInstance,
  deps: { connect: ConnectService; secureCookies: boolean },
) {
  const perIp = (name: string, max: number) => app.limiter({ name, max, windowMs: MINUTE });
  const flowCookie = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: deps.secureCookies,
  } as const;
  const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

  endpoint(app, "GET /api/connect", {}, async (request, reply) => {
    noStore(reply);
    return deps.connect.methods(requirePrincipal(request).user);
  });

  endpoint(
    app,
    "GET /api/connect/:provider",
    { config: { public: true }, onRequest: [perIp("connect", 20)] },
    async (request, reply) => {
      const { url, sealed } = await deps.connect.start(request.params.provider, request.principal);
      noStore(reply);
      reply.setCookie(FLOW_COOKIE, sealed, { ...flowCookie, maxAge: FLOW_TTL_SECONDS });
      return { url };
    },
  );

  endpoint(
    app,
    "POST /api/connect/:provider/check",
    { config: { public: true }, onRequest: [perIp("connect-check", 20)] },
    async (request, reply) => {
      // One attempt, one check: the flow is spent whatever the outcome.
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      const { session, linked } = await deps.connect.check(
        request.params.provider,
        request.body,
        request.cookies[FLOW_COOKIE],
        request.principal,
      );
      return { ...sendSession(reply, session, deps.secureCookies), linked };
    },
  );

  endpoint(app, "DELETE /api/connect/:provider", {}, async (request, reply) => {
    noStore(reply);
    return deps.connect.disconnect(requirePrincipal(request).user, request.params.provider);
  });
}
