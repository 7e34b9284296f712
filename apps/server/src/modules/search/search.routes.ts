import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import type { SearchService } from "./search.service.ts";

export async function searchRoutes(app: FastifyInstance, deps: { search: SearchService }) {
  // Generous for typing (a request every few hundred milliseconds), tight enough to stop a scraper.
  const perIp = app.limiter({ name: "search", max: 120, windowMs: 60_000 });

  endpoint(app, "GET /api/search", { config: { public: true }, preHandler: perIp }, async (request) =>
    deps.search.search(request.query),
  );
}
