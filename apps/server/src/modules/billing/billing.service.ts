import {
  type Billing,
  formatMoney,
  type PlanChangePreview,
  type PlanId,
  type PricingPlan,
  type PricingResponse,
  type SubscriptionResponse,
} from "@listful/contracts";
import type { UserRow } from "@listful/db";
import { NotFoundError, RefusedError } from "../../domain-errors.ts";
import type { PaddleConfig } from "../../lib/paddle-config.ts";
import type { PaddleGateway, PricePreview } from "./paddle-gateway.ts";
import { currentPlan } from "./plan.ts";
import type { SubscriptionRepository } from "./subscription.repository.ts";

const PRICE_CACHE_MS = 10 * 60_000;
const NO_DISCOUNT = "This coupon code is not valid.";
const NO_SUBSCRIPTION = "You have no active subscription.";
const NO_BILLING = "This payment does not exist or is not yours.";

export type BillingService = ReturnType<typeof createBillingService>;

/** What a person sees of pricing, coupons and their own subscription, and the changes they may ask for. */
export function createBillingService(deps: {
  paddle: PaddleConfig;
  gateway: PaddleGateway;
  subscriptions: SubscriptionRepository;
  log: { warn(data: object, message: string): void };
}) {
  const { paddle, gateway } = deps;
  let prices: { at: number; list: PricePreview[] } | undefined;

  /** Paddle's prices, asked at most every ten minutes; without an answer the plans carry no amount. */
  async function knownPrices(): Promise<PricePreview[]> {
    if (prices && Date.now() - prices.at < PRICE_CACHE_MS) return prices.list;
    try {
      const list = await Promise.all([
        gateway.price(paddle.prices.monthly),
        gateway.price(paddle.prices.yearly),
      ]);
      prices = { at: Date.now(), list };
      return list;
    } catch (error) {
      deps.log.warn({ err: error }, "could not read the prices from Paddle");
      return [];
    }
  }

  async function activeSubscription(userId: string) {
    const row = await deps.subscriptions.latestOf(userId);
    if (!row || row.status === "canceled" || row.status === "paused") throw new RefusedError(NO_SUBSCRIPTION);
    return row;
  }

  return {
    async pricing(): Promise<PricingResponse> {
      const known = await knownPrices();
      const plan = (id: PlanId, priceId: string, interval: "month" | "year"): PricingPlan => {
        const price = known.find((p) => p.id === priceId);
        return { id, priceId, interval, amount: price?.amount ?? null, currency: price?.currency ?? null };
      };
      return {
        free: false,
        plans: [
          plan("monthly", paddle.prices.monthly, "month"),
          plan("yearly", paddle.prices.yearly, "year"),
        ],
        paddle_vendor_id: paddle.vendorId,
        environment: paddle.environment,
        clientToken: paddle.clientToken,
      };
    },

    async discount(code: string) {
      const found = await gateway.discount(code);
      if (!found) throw new NotFoundError(NO_DISCOUNT);
      return found;
    },

    async subscription(user: UserRow): Promise<SubscriptionResponse> {
      const plan = currentPlan(user);
      const row = await deps.subscriptions.latestOf(user.id);
      const interval = row?.interval === "month" || row?.interval === "year" ? row.interval : null;
      const renews = plan.status === "active" || plan.status === "past_due";
      return {
        plan_type: plan.type,
        status: plan.status,
        interval: row ? interval : null,
        renews_at: renews ? (row?.currentPeriodEnd?.toISOString() ?? null) : null,
        ends_at: (row?.cancelAt ?? row?.canceledAt)?.toISOString() ?? null,
      };
    },

    async billings(userId: string): Promise<Billing[]> {
      const rows = await deps.subscriptions.billingsOf(userId);
      return rows.map((row) => ({
        id: row.paddleTransactionId,
        date: row.billedAt.toISOString(),
        amount: row.amount,
        currency: row.currency,
        status: row.status,
      }));
    },

    async invoiceUrl(userId: string, transactionId: string): Promise<string> {
      if (!(await deps.subscriptions.billing(userId, transactionId))) throw new NotFoundError(NO_BILLING);
      return gateway.invoiceUrl(transactionId);
    },

    async previewChange(userId: string, planId: PlanId): Promise<PlanChangePreview> {
      const row = await activeSubscription(userId);
      const priceId = paddle.prices[planId];
      if (row.paddlePriceId === priceId) throw new RefusedError(`You already have the ${planId} plan.`);
      const preview = await gateway.previewChange(row.paddleSubscriptionId, priceId);
      return {
        message: `You will be charged ${formatMoney(preview.amount, preview.currency)} now for the rest of the year, less what is left of your current period.`,
        amount: preview.amount,
        currency: preview.currency,
      };
    },

    /** The subscription itself changes when Paddle's webhook says so: the webhook is its one writer. */
    async change(userId: string, planId: PlanId): Promise<void> {
      const row = await activeSubscription(userId);
      const priceId = paddle.prices[planId];
      if (row.paddlePriceId === priceId) throw new RefusedError(`You already have the ${planId} plan.`);
      await gateway.change(row.paddleSubscriptionId, priceId);
    },

    async cancel(userId: string): Promise<{ endsAt: string | null }> {
      const row = await activeSubscription(userId);
      if (row.cancelAt) throw new RefusedError("Your subscription is already cancelled.");
      const { effectiveAt } = await gateway.cancel(row.paddleSubscriptionId);
      return { endsAt: effectiveAt ?? row.currentPeriodEnd?.toISOString() ?? null };
    },
  };
}
