import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  BackgroundListSchema,
  isAdmin,
  LibraryVersionSchema,
  TemplateCategoryListSchema,
  TemplateDataSchema,
  TemplateIdParamsSchema,
  TemplateListParamsSchema,
  TemplateListSchema,
} from "@listful/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { notFound } from "../../errors.ts";
import { readStoredDocument } from "../../lib/stored-document.ts";
import type { TemplateRepository } from "./templates.repository.ts";

/** The catalogue changes only when an admin edits it: browsers may keep it a minute. */
function cacheBriefly(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=60");
}

export async function templateRoutes(app: FastifyInstance, deps: { templates: TemplateRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { config: { public: true } } as const;

  api.get(
    "/api/templates",
    { ...open, schema: { response: { 200: TemplateListSchema } } },
    async (_r, reply) => {
      cacheBriefly(reply);
      return deps.templates.listAll();
    },
  );

  // Asked before a cached copy of the library is used, on every instance: never kept by a cache itself.
  api.get(
    "/api/templates/version",
    { ...open, schema: { response: { 200: LibraryVersionSchema } } },
    async (_r, reply) => {
      reply.header("cache-control", "no-store");
      return { version: await deps.templates.libraryVersion() };
    },
  );

  api.get(
    "/api/templates/:type",
    { ...open, schema: { params: TemplateListParamsSchema, response: { 200: TemplateListSchema } } },
    async (request, reply) => {
      cacheBriefly(reply);
      return deps.templates.listByType(request.params.type);
    },
  );

  api.get(
    "/api/templates/:id/data",
    { ...open, schema: { params: TemplateIdParamsSchema, response: { 200: TemplateDataSchema } } },
    async (request, reply) => {
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
    },
  );

  api.get(
    "/api/templates-category",
    { ...open, schema: { response: { 200: TemplateCategoryListSchema } } },
    async (_r, reply) => {
      cacheBriefly(reply);
      return deps.templates.listCategories();
    },
  );

  api.get(
    "/api/backgrounds",
    { ...open, schema: { response: { 200: BackgroundListSchema } } },
    async (_r, reply) => {
      cacheBriefly(reply);
      return deps.templates.listBackgrounds();
    },
  );
}
