import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  AdminTemplateCreateBodySchema,
  AdminTemplateDetailSchema,
  AdminTemplateListQuerySchema,
  AdminTemplateListSchema,
  AdminTemplateOrderBodySchema,
  AdminTemplateSaveResponseSchema,
  AdminTemplateStatsQuerySchema,
  AdminTemplateStatsSchema,
  AdminTemplateUpdateBodySchema,
  CHECKLIST_DATA_MAX_BYTES,
  ImageUploadBodySchema,
  MessageResponseSchema,
  TeamChangeResponseSchema,
  TeamGrantBodySchema,
  TeamMemberParamsSchema,
  TeamSchema,
  TemplateIdParamsSchema,
} from "@listful/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { requirePrincipal } from "../../plugins/auth.ts";
import type { AdminTeamService } from "./admin-team.service.ts";
import type { AdminTemplateService } from "./admin-templates.service.ts";

/** A template's document as JSON, with room for escapes, as checklist saves allow. */
const DOCUMENT_BODY_LIMIT = 2 * CHECKLIST_DATA_MAX_BYTES;
/** An image as base64 (ImageUploadBodySchema's bound), as checklist image uploads allow. */
const IMAGE_BODY_LIMIT = 3 * 1024 * 1024;

/** Admin answers are the admins' own: never kept by a browser or a shared cache. */
function noStore(reply: FastifyReply) {
  reply.header("cache-control", "private, no-store");
}

/**
 * The admin API (docs/PRODUCT.md, Roles and permissions; decision 0021): the template library under
 * /api/admin/template(s), for admins; the team under /api/admin/team, for super-admins. The guard re-reads
 * the caller's roles from the database on every call and answers anyone else 404, as for an unknown endpoint.
 */
export async function adminRoutes(
  app: FastifyInstance,
  deps: { adminTemplates: AdminTemplateService; adminTeam: AdminTeamService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { admin: true } } as const;
  const superAdmin = { config: { admin: "super" } } as const;
  const service = deps.adminTemplates;
  const idParams = { params: TemplateIdParamsSchema };
  const saveResponse = { response: { 200: AdminTemplateSaveResponseSchema } };

  api.get(
    "/api/admin/templates",
    {
      ...admin,
      schema: { querystring: AdminTemplateListQuerySchema, response: { 200: AdminTemplateListSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return service.list(request.query);
    },
  );

  api.put(
    "/api/admin/templates/order",
    { ...admin, schema: { body: AdminTemplateOrderBodySchema, response: { 200: MessageResponseSchema } } },
    (request) => service.reorder(requirePrincipal(request).user, request.body.ids),
  );

  api.get(
    "/api/admin/templates/stats",
    {
      ...admin,
      schema: { querystring: AdminTemplateStatsQuerySchema, response: { 200: AdminTemplateStatsSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return service.stats(request.query);
    },
  );

  api.post(
    "/api/admin/template",
    {
      ...admin,
      bodyLimit: DOCUMENT_BODY_LIMIT + IMAGE_BODY_LIMIT,
      schema: { body: AdminTemplateCreateBodySchema, ...saveResponse },
    },
    (request) => service.create(requirePrincipal(request).user, request.body),
  );

  api.get(
    "/api/admin/template/:id",
    { ...admin, schema: { ...idParams, response: { 200: AdminTemplateDetailSchema } } },
    async (request, reply) => {
      noStore(reply);
      return service.detail(request.params.id);
    },
  );

  api.put(
    "/api/admin/template/:id",
    {
      ...admin,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: { ...idParams, body: AdminTemplateUpdateBodySchema, ...saveResponse },
    },
    (request) => service.update(requirePrincipal(request).user, request.params.id, request.body),
  );

  api.delete(
    "/api/admin/template/:id",
    { ...admin, schema: { ...idParams, response: { 200: MessageResponseSchema } } },
    (request) => service.remove(requirePrincipal(request).user, request.params.id),
  );

  api.post(
    "/api/admin/template/:id/image-upload",
    {
      ...admin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { ...idParams, body: ImageUploadBodySchema, ...saveResponse },
    },
    (request) => service.uploadImage(requirePrincipal(request).user, request.params.id, request.body.image),
  );

  api.post(
    "/api/admin/template/:id/publish",
    { ...admin, schema: { ...idParams, ...saveResponse } },
    (request) => service.publish(requirePrincipal(request).user, request.params.id),
  );

  api.post(
    "/api/admin/template/:id/unpublish",
    { ...admin, schema: { ...idParams, ...saveResponse } },
    (request) => service.unpublish(requirePrincipal(request).user, request.params.id),
  );

  api.get(
    "/api/admin/team",
    { ...superAdmin, schema: { response: { 200: TeamSchema } } },
    async (_request, reply) => {
      noStore(reply);
      return deps.adminTeam.list();
    },
  );

  api.post(
    "/api/admin/team",
    { ...superAdmin, schema: { body: TeamGrantBodySchema, response: { 200: TeamChangeResponseSchema } } },
    (request) => deps.adminTeam.grant(requirePrincipal(request).user, request.body.email),
  );

  api.delete(
    "/api/admin/team/:id",
    {
      ...superAdmin,
      schema: { params: TeamMemberParamsSchema, response: { 200: TeamChangeResponseSchema } },
    },
    (request) => deps.adminTeam.remove(requirePrincipal(request).user, request.params.id),
  );
}
