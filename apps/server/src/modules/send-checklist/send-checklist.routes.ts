import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  ChecklistIdParamsSchema,
  MessageResponseSchema,
  SendChecklistBodySchema,
  SendImageBodySchema,
} from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { requirePrincipal } from "../../plugins/auth.ts";
import type { SendChecklistService } from "./send-checklist.service.ts";

const SENT = { message: "The checklist has been sent to email." };

export async function sendChecklistRoutes(app: FastifyInstance, deps: { send: SendChecklistService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const burst = app.limiter({ name: "send-email", max: 5, windowMs: 60_000 });
  const sent = { 200: MessageResponseSchema };

  api.post(
    "/api/checklist/:id/send-pdf-to-email",
    {
      preHandler: [burst],
      schema: { params: ChecklistIdParamsSchema, body: SendChecklistBodySchema, response: sent },
    },
    async (request) => {
      const { user } = requirePrincipal(request);
      await deps.send.sendSaved(user, request.params.id, request.body.email);
      return SENT;
    },
  );

  api.post(
    "/api/checklist/send-pdf-to-email/img",
    {
      bodyLimit: 3 * 1024 * 1024,
      preHandler: [burst],
      schema: { body: SendImageBodySchema, response: sent },
    },
    async (request) => {
      const { user } = requirePrincipal(request);
      await deps.send.sendImage(user, request.body.base64, request.body.email);
      return SENT;
    },
  );
}
