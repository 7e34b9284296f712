import { CHECKLIST_DATA_MAX_BYTES } from "@listful/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
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
  const admin = { config: { admin: true } } as const;
  const superAdmin = { config: { admin: "super" } } as const;
  const service = deps.adminTemplates;

  endpoint(app, "GET /api/admin/templates", admin, async (request, reply) => {
    noStore(reply);
    return service.list(request.query);
  });

  endpoint(app, "PUT /api/admin/templates/order", admin, (request) =>
    service.reorder(requirePrincipal(request).user, request.body.ids),
  );

  endpoint(app, "GET /api/admin/templates/stats", admin, async (request, reply) => {
    noStore(reply);
    return service.stats(request.query);
  });

  endpoint(
    app,
    "POST /api/admin/template",
    { ...admin, bodyLimit: DOCUMENT_BODY_LIMIT + IMAGE_BODY_LIMIT },
    (request) => service.create(requirePrincipal(request).user, request.body),
  );

  endpoint(app, "GET /api/admin/template/:id", admin, async (request, reply) => {
    noStore(reply);
    return service.detail(request.params.id);
  });

  endpoint(app, "PUT /api/admin/template/:id", { ...admin, bodyLimit: DOCUMENT_BODY_LIMIT }, (request) =>
    service.update(requirePrincipal(request).user, request.params.id, request.body),
  );

  endpoint(app, "DELETE /api/admin/template/:id", admin, (request) =>
    service.remove(requirePrincipal(request).user, request.params.id),
  );

  endpoint(
    app,
    "POST /api/admin/template/:id/image-upload",
    { ...admin, bodyLimit: IMAGE_BODY_LIMIT },
    (request) => service.uploadImage(requirePrincipal(request).user, request.params.id, request.body.image),
  );

  endpoint(app, "POST /api/admin/template/:id/publish", admin, (request) =>
    service.publish(requirePrincipal(request).user, request.params.id),
  );

  endpoint(app, "POST /api/admin/template/:id/unpublish", admin, (request) =>
    service.unpublish(requirePrincipal(request).user, request.params.id),
  );

  endpoint(app, "GET /api/admin/team", superAdmin, async (_request, reply) => {
    noStore(reply);
    return deps.adminTeam.list();
  });

  endpoint(app, "POST /api/admin/team", superAdmin, (request) =>
    deps.adminTeam.grant(requirePrincipal(request).user, request.body.email),
  );

  endpoint(app, "DELETE /api/admin/team/:id", superAdmin, (request) =>
    deps.adminTeam.remove(requirePrincipal(request).user, request.params.id),
  );
}
