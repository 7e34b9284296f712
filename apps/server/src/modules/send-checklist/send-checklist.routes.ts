import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
import type { SendChecklistService } from "./send-checklist.service.ts";

const SENT = { message: "The checklist has been sent to email." };

export async function sendChecklistRoutes(app: FastifyInstance, deps: { send: SendChecklistService }) {
  const burst = app.limiter({ name: "send-email", max: 5, windowMs: 60_000 });

  endpoint(app, "POST /api/checklist/:id/send-pdf-to-email", { preHandler: [burst] }, async (request) => {
    const { user } = requirePrincipal(request);
    await deps.send.sendSaved(user, request.params.id, request.body.email);
    return SENT;
  });

  endpoint(
    app,
    "POST /api/checklist/send-pdf-to-email/img",
    { bodyLimit: 3 * 1024 * 1024, preHandler: [burst] },
    async (request) => {
      const { user } = requirePrincipal(request);
      await deps.send.sendImage(user, request.body.base64, request.body.email);
      return SENT;
    },
  );
}
