import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  CHECKLIST_DATA_MAX_BYTES,
  ChecklistIdParamsSchema,
  CheckOffBodySchema,
  CreateChecklistBodySchema,
  UpdateChecklistBodySchema,
} from "@listful/contracts";
import type { Database } from "@listful/db";
import type { FastifyInstance } from "fastify";
import { requirePrincipal } from "../../plugins/auth.ts";
import { checkOff } from "./check-off.ts";
import { toChecklistResponse } from "./checklists.mapper.ts";
import type { ChecklistService } from "./checklists.service.ts";

/**
 * Transport limit for a save: above it the body is not even read (413). Within it, the document itself
 * must pass the schema and weigh at most CHECKLIST_DATA_MAX_BYTES (400 with the reason).
 */
const DOCUMENT_BODY_LIMIT = 2 * CHECKLIST_DATA_MAX_BYTES;

export async function checklistRoutes(
  app: FastifyInstance,
  deps: { checklists: ChecklistService; db: Database },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const saves = app.limiter({ name: "checklist-save", max: 120, windowMs: 60_000 });

  api.post(
    "/api/checklist",
    { bodyLimit: DOCUMENT_BODY_LIMIT, preHandler: [saves], schema: { body: CreateChecklistBodySchema } },
    async (request, reply) => {
      const row = await deps.checklists.create(requirePrincipal(request).user.id, request.body);
      return reply.status(201).send(toChecklistResponse(row));
    },
  );

  api.get("/api/checklist/:id", { schema: { params: ChecklistIdParamsSchema } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toChecklistResponse(
      await deps.checklists.owned(requirePrincipal(request).user.id, request.params.id),
    );
  });

  api.put(
    "/api/checklist/:id",
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      preHandler: [saves],
      schema: { params: ChecklistIdParamsSchema, body: UpdateChecklistBodySchema },
    },
    async (request) =>
      toChecklistResponse(
        await deps.checklists.update(requirePrincipal(request).user.id, request.params.id, request.body),
      ),
  );

  api.patch(
    "/api/checklist/:id/check",
    { preHandler: [saves], schema: { params: ChecklistIdParamsSchema, body: CheckOffBodySchema } },
    async (request) => {
      const { row, changed } = await checkOff(
        deps.db,
        requirePrincipal(request).user.id,
        request.params.id,
        request.body,
      );
      if (changed) deps.checklists.documentChanged(row);
      return toChecklistResponse(row);
    },
  );
}
