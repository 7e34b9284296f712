import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import type { HumanCheck } from "../../lib/human-check.ts";
import type { ContactService } from "./contact.service.ts";

export async function contactRoutes(
  app: FastifyInstance,
  deps: { contact: ContactService; humanCheck: HumanCheck },
) {
  endpoint(
    app,
    "POST /api/contact",
    { config: { public: true }, onRequest: [app.limiter({ name: "contact", max: 5, windowMs: 60_000 })] },
    async (request) => {
      const { recaptchaToken, ...message } = request.body;
      await deps.humanCheck(recaptchaToken, "contact", request.ip);
      await deps.contact.send(message, { userId: request.principal?.user.id ?? null, ip: request.ip });
      return { message: "Thank you! Your message has been sent." };
    },
  );
}
