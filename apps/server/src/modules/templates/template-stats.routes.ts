import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
import type { TemplateStatsRepository } from "./template-stats.repository.ts";

/**
 * The template stats (docs/PRODUCT.md, Template stats): anyone may report a view or a download, and read the
 * totals.
 */
export async function templateStatsRoutes(app: FastifyInstance, deps: { stats: TemplateStatsRepository }) {
  const open = { config: { public: true } } as const;
  const perIp = app.limiter({ name: "template-stats", max: 120, windowMs: 60_000 });

  endpoint(app, "GET /template/stats", open, async (_r, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return deps.stats.totals();
  });

  endpoint(app, "POST /template/stats", { ...open, onRequest: [perIp] }, async (request) => {
    if (!(await deps.stats.record(request.body))) throw notFound("This template does not exist.");
    return { message: "Recorded." };
  });
}
