import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import type { TemplateStatsService } from "./template-stats.service.ts";

/**
 * The template stats (docs/PRODUCT.md, Template stats): anyone may report a view or a download, and read the
 * totals.
 */
export async function templateStatsRoutes(app: FastifyInstance, deps: { stats: TemplateStatsService }) {
  const open = { config: { public: true } } as const;
  const perIp = app.limiter({ name: "template-stats", max: 120, windowMs: 60_000 });

  endpoint(app, "GET /template/stats", open, async (_r, reply) => {
    reply.header("cache-control", "public, max-age=60");
    return deps.stats.totals();
  });

  endpoint(app, "POST /template/stats", { ...open, onRequest: [perIp] }, async (request) => {
    await deps.stats.record(request.body);
    return { message: "Recorded." };
  });
}
