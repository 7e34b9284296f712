import { ApiError, Environment, type EventEntity, LogLevel, Paddle } from "@paddle/paddle-node-sdk";
import { RefusedError, UnavailableError } from "../../domain-errors.ts";
import type { PaddleConfig } from "../../lib/paddle-config.ts";

const UNAVAILABLE =
  "Payments are unavailable right now. Nothing was changed; please try again in a few minutes.";
const REFUSED =
  "The payment provider refused this change. Nothing was changed; please check your payment details.";

export type PricePreview = { id: string; amount: string; currency: string; interval: string | null };
export type DiscountPreview = {
  code: string;
  type: string;
  amount: string;
  currency: string | null;
  appliesTo: string[] | null;
};
export type ChangePreview = { amount: string; currency: string };

export type PaddleGateway = ReturnType<typeof createPaddleGateway>;

/**
 * Every call Listful makes to Paddle Billing, through the SDK. A call that fails or takes longer than the
 * timeout becomes a domain error with a message a person can act on; nothing is retried here, so nothing is
 * done twice.
 */
export function createPaddleGateway(config: PaddleConfig) {
  const paddle = new Paddle(config.apiKey, {
    environment: (config.apiUrl ?? Environment[config.environment]) as Environment,
    logLevel: LogLevel.none,
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error("Paddle did not answer in time")), config.timeoutMs);
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (error) {
      if (error instanceof ApiError && error.type === "request_error") {
        throw new RefusedError(REFUSED, { cause: error });
      }
      throw new UnavailableError(UNAVAILABLE, { retryAfterSeconds: 30, cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * The event a webhook carries, when its Paddle-Signature holds a valid h1 for its timestamp (checked by
     * the SDK, which also refuses a timestamp over 5 seconds old). While a secret is being rotated Paddle
     * sends one h1 per secret: any of them may match.
     */
    async verify(rawBody: string, header: string | undefined): Promise<EventEntity | undefined> {
      if (!header) return undefined;
      const parts = header.split(";").map((part) => part.trim());
      const ts = parts.find((part) => part.startsWith("ts="));
      const signatures = parts.filter((part) => part.startsWith("h1="));
      for (const h1 of signatures) {
        const single = `${ts};${h1}`;
        const valid = await paddle.webhooks
          .isSignatureValid(rawBody, config.webhookSecret, single)
          .catch(() => false);
        if (valid) return paddle.webhooks.unmarshal(rawBody, config.webhookSecret, single);
      }
      return undefined;
    },

    async price(priceId: string): Promise<PricePreview> {
      const price = await call(() => paddle.prices.get(priceId));
      return {
        id: price.id,
        amount: price.unitPrice.amount,
        currency: price.unitPrice.currencyCode,
        interval: price.billingCycle?.interval ?? null,
      };
    },

    /** An active, unexpired discount enabled for checkout with this exact code; anything else is undefined. */
    async discount(code: string, now = new Date()): Promise<DiscountPreview | undefined> {
      const page = await call(() => paddle.discounts.list({ code: [code], status: ["active"] }).next());
      const found = page.find(
        (d) =>
          d.code?.toLowerCase() === code.toLowerCase() &&
          d.status === "active" &&
          d.enabledForCheckout &&
          (!d.expiresAt || new Date(d.expiresAt) > now) &&
          (d.usageLimit === null || (d.timesUsed ?? 0) < d.usageLimit),
      );
      if (!found?.code) return undefined;
      return {
        code: found.code,
        type: found.type,
        amount: found.amount,
        currency: found.currencyCode,
        appliesTo: found.restrictTo,
      };
    },

    /** What moving the subscription to `priceId` now would charge at once, prorated. */
    async previewChange(subscriptionId: string, priceId: string): Promise<ChangePreview> {
      const preview = await call(() =>
        paddle.subscriptions.previewUpdate(subscriptionId, {
          items: [{ priceId, quantity: 1 }],
          prorationBillingMode: "prorated_immediately",
        }),
      );
      const totals = preview.immediateTransaction?.details?.totals;
      return { amount: totals?.total ?? "0", currency: totals?.currencyCode ?? preview.currencyCode };
    },

    /** Moves the subscription to `priceId`, charging now; a failed payment leaves it as it was. */
    async change(subscriptionId: string, priceId: string): Promise<void> {
      await call(() =>
        paddle.subscriptions.update(subscriptionId, {
          items: [{ priceId, quantity: 1 }],
          prorationBillingMode: "prorated_immediately",
          onPaymentFailure: "prevent_change",
        }),
      );
    },

    /** Schedules the cancellation for the end of the paid period; answers when it takes effect. */
    async cancel(subscriptionId: string): Promise<{ effectiveAt: string | null }> {
      const subscription = await call(() =>
        paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: "next_billing_period" }),
      );
      return { effectiveAt: subscription.scheduledChange?.effectiveAt ?? null };
    },

    async invoiceUrl(transactionId: string): Promise<string> {
      const invoice = await call(() =>
        paddle.transactions.getInvoicePDF(transactionId, { disposition: "inline" }),
      );
      return invoice.url;
    },
  };
}
