import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { notFound, unauthorized } from "../../errors.ts";
import type { Metrics } from "./metrics.ts";

/** Counts every answered request of the app by its route pattern, never its URL. Call on the root. */
export function countRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; without it, no such page. */
export async function metricsRoutes(
  app: FastifyInstance,
  deps: { metrics: Metrics; token: string | undefined },
) {
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!deps.token) throw notFound("Not found.");
    if (!isToken(request.headers.authorization, deps.token)) throw unauthorized();
    reply.header("cache-control", "no-store");
    return reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });
}

function isToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7).trim() : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
