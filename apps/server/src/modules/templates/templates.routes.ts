import { isAdmin } from "@listful/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { notFound } from "../../errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import type { TemplateRepository } from "./templates.repository.ts";

/** The catalogue changes only when an admin edits it: browsers may keep it a minute. */
function cacheBriefly(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=60");
}

export async function templateRoutes(app: FastifyInstance, deps: { templates: TemplateRepository }) {
  const open = { config: { public: true } } as const;

  endpoint(app, "GET /api/templates", open, async (_r, reply) => {
    cacheBriefly(reply);
    return deps.templates.listAll();
  });

  endpoint(app, "GET /api/templates/:type", open, async (request, reply) => {
    cacheBriefly(reply);
    return deps.templates.listByType(request.params.type);
  });

  endpoint(app, "GET /api/templates/:id/data", open, async (request, reply) => {
    const template = await deps.templates.findById(request.params.id);
    // A draft is there for admins only (they open it in the editor), and never kept by a cache.
    const shown =
      template && (template.isPublished || (request.principal && isAdmin(request.principal.user)));
    if (!template || !shown) throw notFound("This template does not exist.");
    if (template.isPublished) cacheBriefly(reply);
    else reply.header("cache-control", "private, no-store");
    return {
      id: template.id,
      title: template.title,
      isPremium: template.isPremium,
      data: readStoredDocument(template.data),
    };
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
