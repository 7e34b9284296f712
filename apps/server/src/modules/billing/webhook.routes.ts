import type { FastifyInstance } from "fastify";
import { notFound, unauthorized } from "../../errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
import type { PaddleGateway } from "./paddle-gateway.ts";
import type { createWebhookEvents } from "./webhook-events.ts";

/**
 * POST /api/paddle/webhook: Paddle's notifications. The body is kept as the exact bytes Paddle signed; a
 * missing, wrong or stale signature is refused with 401 before anything is read from it.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  deps: { paid: { gateway: PaddleGateway; applyEvent: ReturnType<typeof createWebhookEvents> } | undefined },
) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    done(null, body);
  });
  endpoint(
    app,
    "POST /api/paddle/webhook",
    { config: { public: true, allowCrossSite: true } },
    async (request) => {
      // Free mode takes no payments, so it has no notifications to hear.
      if (!deps.paid) throw notFound("There is no such API endpoint.");
      const raw = typeof request.body === "string" ? request.body : "";
      const header = request.headers["paddle-signature"];
      const event = await deps.paid.gateway.verify(raw, typeof header === "string" ? header : undefined);
      if (!event) throw unauthorized("The webhook signature is missing, wrong or too old.");
      const outcome = await deps.paid.applyEvent(event);
      return { message: outcome === "duplicate" ? "Already received." : "Received." };
    },
  );
}
