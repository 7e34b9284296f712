import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { SearchQuerySchema, SearchResponseSchema } from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import type { SearchService } from "./search.service.ts";

export async function searchRoutes(app: FastifyInstance, deps: { search: SearchService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Generous for typing (a request every few hundred milliseconds), tight enough to stop a scraper.
  const perIp = app.limiter({ name: "search", max: 120, windowMs: 60_000 });

  api.get(
    "/api/search",
    {
      config: { public: true },
      preHandler: perIp,
      schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } },
    },
    async (request) => deps.search.search(request.query),
  );
}
