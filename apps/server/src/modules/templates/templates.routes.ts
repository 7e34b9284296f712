import type { FastifyInstance, FastifyReply } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import type { TemplateService } from "./templates.service.ts";

/** The catalogue changes only when an admin edits it: browsers may keep it a minute. */
function cacheBriefly(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=60");
}

export async function templateRoutes(app: FastifyInstance, deps: { templates: TemplateService }) {
  const open = { config: { public: true } } as const;

  endpoint(app, "GET /api/templates", open, async (_r, reply) => {
    cacheBriefly(reply);
    return deps.templates.listAll();
  });

  // Asked before a cached copy of the library is used, on every instance: never kept by a cache itself.
  endpoint(app, "GET /api/templates/version", open, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { version: await deps.templates.libraryVersion() };
  });

  endpoint(app, "GET /api/templates/:type", open, async (request, reply) => {
    cacheBriefly(reply);
    return deps.templates.listByType(request.params.type);
  });

  endpoint(app, "GET /api/templates/:id/data", open, async (request, reply) => {
    const { template, isPublished } = await deps.templates.open(request.params.id, request.principal?.user);
    // A draft is never kept by a cache.
    if (isPublished) cacheBriefly(reply);
    else reply.header("cache-control", "private, no-store");
    return template;
  });

  endpoint(app, "GET /api/templates-category", open, async (_r, reply) => {
    cacheBriefly(reply);
    return deps.templates.listCategories();
  });

  endpoint(app, "GET /api/backgrounds", open, async (_r, reply) => {
    cacheBriefly(reply);
    return deps.templates.listBackgrounds();
  });
}
