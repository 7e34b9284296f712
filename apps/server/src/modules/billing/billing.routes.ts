import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import {
  BillingIdParamsSchema,
  BillingListSchema,
  CancelSubscriptionResponseSchema,
  DiscountParamsSchema,
  DiscountResponseSchema,
  InvoiceResponseSchema,
  MessageResponseSchema,
  PlanChangeParamsSchema,
  PlanChangePreviewSchema,
  PricingResponseSchema,
  SubscriptionResponseSchema,
} from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { NotFoundError } from "../../domain-errors.ts";
import { requirePrincipal } from "../../plugins/auth.ts";
import type { BillingService } from "./billing.service.ts";

const FREE_MODE = "Payments are not enabled.";
const YEARLY_ACTIVATED = "Yearly subscription has been activated.";
const CANCELED = "Your subscription has been canceled.";

/** The pricing, coupon, subscription and billing calls; in free mode only pricing answers. */
export async function billingRoutes(app: FastifyInstance, deps: { billing: BillingService | undefined }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const billing = () => {
    if (!deps.billing) throw new NotFoundError(FREE_MODE);
    return deps.billing;
  };
  const paddleCalls = app.limiter({ name: "billing", max: 30, windowMs: 60_000 });

  api.get(
    "/api/pricing",
    { config: { public: true }, schema: { response: { 200: PricingResponseSchema } } },
    async () => (deps.billing ? deps.billing.pricing() : { free: true as const }),
  );

  api.get(
    "/api/discount/:code",
    {
      config: { public: true },
      // Guessing codes one by one is what this limit stops.
      onRequest: [app.limiter({ name: "discount", max: 10, windowMs: 60_000 })],
      schema: { params: DiscountParamsSchema, response: { 200: DiscountResponseSchema } },
    },
    async (request) => billing().discount(request.params.code),
  );

  api.get(
    "/api/user/subscription",
    { schema: { response: { 200: SubscriptionResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return billing().subscription(requirePrincipal(request).user);
    },
  );

  api.get(
    "/api/user/billings",
    { schema: { response: { 200: BillingListSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return billing().billings(requirePrincipal(request).user.id);
    },
  );

  api.get(
    "/api/user/billings/:id/invoice",
    {
      onRequest: [paddleCalls],
      schema: { params: BillingIdParamsSchema, response: { 200: InvoiceResponseSchema } },
    },
    async (request) => ({
      url: await billing().invoiceUrl(requirePrincipal(request).user.id, request.params.id),
    }),
  );

  api.get(
    "/api/plan/:id/change",
    {
      onRequest: [paddleCalls],
      schema: { params: PlanChangeParamsSchema, response: { 200: PlanChangePreviewSchema } },
    },
    async (request) => billing().previewChange(requirePrincipal(request).user.id, request.params.id),
  );

  api.post(
    "/api/plan/:id/change",
    {
      onRequest: [paddleCalls],
      schema: { params: PlanChangeParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await billing().change(requirePrincipal(request).user.id, request.params.id);
      return { message: YEARLY_ACTIVATED };
    },
  );

  api.post(
    "/api/subscription/cancel",
    { onRequest: [paddleCalls], schema: { response: { 200: CancelSubscriptionResponseSchema } } },
    async (request) => {
      const { endsAt } = await billing().cancel(requirePrincipal(request).user.id);
      return { message: CANCELED, ends_at: endsAt };
    },
  );
}
