import type { FastifyInstance } from "fastify";
import { NotFoundError } from "../../domain-errors.ts";
import { endpoint } from "../../lib/endpoint.ts";
import { requirePrincipal } from "../../lib/principal.ts";
import type { BillingService } from "./billing.service.ts";

const FREE_MODE = "Payments are not enabled.";
const YEARLY_ACTIVATED = "Yearly subscription has been activated.";
const CANCELED = "Your subscription has been canceled.";

/** The pricing, coupon, subscription and billing calls; in free mode only pricing answers. */
export async function billingRoutes(app: FastifyInstance, deps: { billing: BillingService | undefined }) {
  const billing = () => {
    if (!deps.billing) throw new NotFoundError(FREE_MODE);
    return deps.billing;
  };
  const paddleCalls = app.limiter({ name: "billing", max: 30, windowMs: 60_000 });

  endpoint(app, "GET /api/pricing", { config: { public: true } }, async () =>
    deps.billing ? deps.billing.pricing() : { free: true as const },
  );

  endpoint(
    app,
    "GET /api/discount/:code",
    {
      config: { public: true },
      // Guessing codes one by one is what this limit stops.
      onRequest: [app.limiter({ name: "discount", max: 10, windowMs: 60_000 })],
    },
    async (request) => billing().discount(request.params.code),
  );

  endpoint(app, "GET /api/user/subscription", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return billing().subscription(requirePrincipal(request).user);
  });

  endpoint(app, "GET /api/user/billings", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return billing().billings(requirePrincipal(request).user.id);
  });

  endpoint(app, "GET /api/user/billings/:id/invoice", { onRequest: [paddleCalls] }, async (request) => ({
    url: await billing().invoiceUrl(requirePrincipal(request).user.id, request.params.id),
  }));

  endpoint(app, "GET /api/plan/:id/change", { onRequest: [paddleCalls] }, async (request) =>
    billing().previewChange(requirePrincipal(request).user.id, request.params.id),
  );

  endpoint(app, "POST /api/plan/:id/change", { onRequest: [paddleCalls] }, async (request) => {
    await billing().change(requirePrincipal(request).user.id, request.params.id);
    return { message: YEARLY_ACTIVATED };
  });

  endpoint(app, "POST /api/subscription/cancel", { onRequest: [paddleCalls] }, async (request) => {
    const { endsAt } = await billing().cancel(requirePrincipal(request).user.id);
    return { message: CANCELED, ends_at: endsAt };
  });
}
