import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
import type { CheckOffService } from "./check-off.service.ts";
import { toChecklistResponse } from "./checklists.mapper.ts";
import type { CollectionService } from "./collection.service.ts";
import { identifyVisitor, visitorKey } from "./visitor-id.ts";

export async function collectionRoutes(
  app: FastifyInstance,
  deps: { collection: CollectionService; checkOff: CheckOffService; secureCookies: boolean },
) {
  const uploads = app.limiter({ name: "image-upload", max: 20, windowMs: 60_000 });
  // A visitor needs no account to tick a list shared for ticking: each address is counted, and each visitor
  // (the signed-in person, or the browser by its visitor cookie) on its own.
  const addressTicks = app.limiter({ name: "shared-tick", max: 120, windowMs: 60_000 });
  const visitorTicks = app.limiter({
    name: "shared-tick-visitor",
    max: 60,
    windowMs: 60_000,
    by: visitorKey,
  });

  endpoint(app, "GET /api/checklists", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return deps.collection.list(requirePrincipal(request).user.id, request.query);
  });

  endpoint(app, "DELETE /api/checklist/:id", {}, async (request) => {
    await deps.collection.remove(requirePrincipal(request).user.id, request.params.id);
    return { message: "The checklist has been deleted." };
  });

  endpoint(app, "POST /api/checklist/:id/copy", {}, async (request) => {
    const row = await deps.collection.copy(requirePrincipal(request).user.id, request.params.id);
    return { ...toChecklistResponse(row), isDuplicate: true };
  });

  endpoint(app, "POST /api/checklist/:id/next-period", {}, async (request) =>
    toChecklistResponse(
      await deps.collection.nextPeriod(requirePrincipal(request).user.id, request.params.id, request.body),
    ),
  );

  endpoint(app, "PUT /api/checklist/:id/rename", {}, async (request) =>
    toChecklistResponse(
      await deps.collection.rename(requirePrincipal(request).user.id, request.params.id, request.body.title),
    ),
  );

  endpoint(app, "PUT /api/checklist/:id/move-to-folder", {}, async (request) =>
    toChecklistResponse(
      await deps.collection.move(requirePrincipal(request).user.id, request.params.id, request.body.folderId),
    ),
  );

  endpoint(app, "PUT /api/checklist/:id/share", {}, async (request) =>
    toChecklistResponse(
      await deps.collection.share(
        requirePrincipal(request).user.id,
        request.params.id,
        request.body.isShared,
        request.body.access,
      ),
    ),
  );

  endpoint(
    app,
    "PUT /api/checklist/:id/image-upload",
    { bodyLimit: 3 * 1024 * 1024, preHandler: [uploads] },
    async (request) =>
      toChecklistResponse(
        await deps.collection.uploadImage(
          requirePrincipal(request).user.id,
          request.params.id,
          request.body.image,
        ),
      ),
  );

  endpoint(app, "GET /api/checklist/preview/:id", { config: { public: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return deps.collection.readShared(request.params.id);
  });

  endpoint(
    app,
    "PATCH /api/checklist/preview/:id/check",
    {
      config: { public: true },
      preHandler: [addressTicks, identifyVisitor(deps.secureCookies), visitorTicks],
    },
    async (request) => {
      await deps.checkOff.tickShared(request.params.id, request.body);
      return deps.collection.readShared(request.params.id);
    },
  );
}
