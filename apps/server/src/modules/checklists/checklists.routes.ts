import { CHECKLIST_DATA_MAX_BYTES } from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { toHttpError } from "../../errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
import type { CheckOffService } from "./check-off.service.ts";
import { toChecklistResponse } from "./checklists.mapper.ts";
import { ChecklistConflictError, type ChecklistService } from "./checklists.service.ts";

/**
 * Transport limit for a save: above it the body is not even read (413). Within it, the document itself
 * must pass the schema and weigh at most CHECKLIST_DATA_MAX_BYTES (400 with the reason).
 */
const DOCUMENT_BODY_LIMIT = 2 * CHECKLIST_DATA_MAX_BYTES;

export async function checklistRoutes(
  app: FastifyInstance,
  deps: { checklists: ChecklistService; checkOff: CheckOffService },
) {
  const saves = app.limiter({ name: "checklist-save", max: 120, windowMs: 60_000 });
  const save = { bodyLimit: DOCUMENT_BODY_LIMIT, preHandler: [saves] };

  endpoint(app, "POST /api/checklist", save, async (request) =>
    toChecklistResponse(await deps.checklists.create(requirePrincipal(request).user, request.body)),
  );

  endpoint(app, "GET /api/checklist/:id", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toChecklistResponse(
      await deps.checklists.owned(requirePrincipal(request).user.id, request.params.id),
    );
  });

  endpoint(app, "PUT /api/checklist/:id", save, async (request) => {
    try {
      return toChecklistResponse(
        await deps.checklists.update(requirePrincipal(request).user, request.params.id, request.body),
      );
    } catch (error) {
      // A stale save answers the current copy, so the editor can offer both.
      if (error instanceof ChecklistConflictError) {
        throw toHttpError(error, { current: toChecklistResponse(error.current) });
      }
      throw error;
    }
  });

  endpoint(app, "PATCH /api/checklist/:id/check", { preHandler: [saves] }, async (request) =>
    toChecklistResponse(
      await deps.checkOff.tick(requirePrincipal(request).user.id, request.params.id, request.body),
    ),
  );
}
