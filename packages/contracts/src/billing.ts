import { z } from "zod";

/** The two plans the pricing page's tabs switch between; the id names them in /api/plan/{id}/change. */
export const PLAN_IDS = ["monthly", "yearly"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PricingPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  /** The Paddle price the checkout sells. */
  priceId: z.string(),
  interval: z.enum(["month", "year"]),
  /** Paddle's price in the currency's smallest unit; null when Paddle could not be asked. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
});
export type PricingPlan = z.infer<typeof PricingPlanSchema>;

/** The pricing: the plans and paddle_vendor_id; `{ free: true }` when payments are off. */
export const PricingResponseSchema = z.discriminatedUnion("free", [
  z.object({ free: z.literal(true) }),
  z.object({
    free: z.literal(false),
    plans: z.array(PricingPlanSchema),
    paddle_vendor_id: z.number().int(),
    environment: z.enum(["sandbox", "production"]),
    /** Paddle.js's client-side token: public by design. */
    clientToken: z.string(),
  }),
]);
export type PricingResponse = z.infer<typeof PricingResponseSchema>;

export const DiscountParamsSchema = z.object({ code: z.string().min(1).max(64) });

/** A usable coupon's preview: what kind of discount, how much, and which prices it is limited to. */
export const DiscountResponseSchema = z.object({
  code: z.string(),
  /** Paddle's discount type: percentage, flat or flat_per_seat. */
  type: z.string(),
  /** A percentage, or an amount in the currency's smallest unit. */
  amount: z.string(),
  currency: z.string().nullable(),
  appliesTo: z.array(z.string()).nullable(),
});
export type DiscountResponse = z.infer<typeof DiscountResponseSchema>;

/** A subscription (plan_type, status) with the dates and interval the settings show. */
export const SubscriptionResponseSchema = z.object({
  plan_type: z.string(),
  status: z.string(),
  interval: z.enum(["month", "year"]).nullable(),
  /** When the next payment is due, while the subscription renews. */
  renews_at: z.string().nullable(),
  /** When premium ends, once a cancellation is scheduled or has taken effect. */
  ends_at: z.string().nullable(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

export const BillingSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** In the currency's smallest unit, as Paddle sends it. */
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
});
export const BillingListSchema = z.array(BillingSchema);
export type Billing = z.infer<typeof BillingSchema>;

export const BillingIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const InvoiceResponseSchema = z.object({ url: z.string() });

export const PlanChangeParamsSchema = z.object({ id: z.enum(PLAN_IDS) });
/** What switching plans costs now: a message, with the amount and currency for the modal. */
export const PlanChangePreviewSchema = z.object({
  message: z.string(),
  amount: z.string(),
  currency: z.string(),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreviewSchema>;

export const CancelSubscriptionResponseSchema = z.object({
  message: z.string(),
  ends_at: z.string().nullable(),
});

/** An amount in the currency's smallest unit (as Paddle sends it), written for people. */
export function formatMoney(amount: string, currency: string, locale = "en"): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: "currency", currency });
    return format.format(Number(amount) / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${(Number(amount) / 100).toFixed(2)} ${currency}`;
  }
}
