import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { MessageResponseSchema, TemplateStatsEventSchema, TemplateStatsSchema } from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../errors.ts";
import type { TemplateStatsRepository } from "./template-stats.repository.ts";

/**
 * The template stats (docs/PRODUCT.md, Template stats): anyone may report a view or a download, and read the
 * totals.
 */
export async function templateStatsRoutes(app: FastifyInstance, deps: { stats: TemplateStatsRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { config: { public: true } } as const;
  const perIp = app.limiter({ name: "template-stats", max: 120, windowMs: 60_000 });

  api.get(
    "/template/stats",
    { ...open, schema: { response: { 200: TemplateStatsSchema } } },
    async (_r, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return deps.stats.totals();
    },
  );

  api.post(
    "/template/stats",
    {
      ...open,
      onRequest: [perIp],
      schema: { body: TemplateStatsEventSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      if (!(await deps.stats.record(request.body))) throw notFound("This template does not exist.");
      return { message: "Recorded." };
    },
  );
}
