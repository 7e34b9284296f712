import type { PricingResponse } from "@listful/contracts";
import type { Paddle, PaddleEventData } from "@paddle/paddle-js";

type PaidPricing = Extract<PricingResponse, { free: false }>;

let loaded: { token: string; paddle: Promise<Paddle | undefined> } | undefined;
let onEvent: ((event: PaddleEventData) => void) | undefined;

/** Paddle.js, loaded from Paddle's CDN once per page and initialised with the public client token. */
export function loadPaddle(pricing: PaidPricing): Promise<Paddle | undefined> {
  if (loaded?.token === pricing.clientToken) return loaded.paddle;
  const paddle = import("@paddle/paddle-js").then(({ initializePaddle }) =>
    initializePaddle({
      token: pricing.clientToken,
      environment: pricing.environment,
      eventCallback: (event) => onEvent?.(event),
    }),
  );
  loaded = { token: pricing.clientToken, paddle };
  paddle.catch(() => {
    loaded = undefined;
  });
  return paddle;
}

/** The price of each plan as Paddle shows it in the visitor's currency; undefined where it cannot say. */
export async function previewPrices(
  pricing: PaidPricing,
  coupon: string | null,
): Promise<Record<string, string> | undefined> {
  const paddle = await loadPaddle(pricing).catch(() => undefined);
  if (!paddle) return undefined;
  const items = pricing.plans.map((plan) => ({ priceId: plan.priceId, quantity: 1 }));
  const preview = await paddle
    .PricePreview({ items, ...(coupon ? { discountCode: coupon } : {}) })
    .catch(() => paddle.PricePreview({ items }))
    .catch(() => undefined);
  if (!preview) return undefined;
  return Object.fromEntries(
    preview.data.details.lineItems.map((line) => [line.price.id, line.formattedTotals.total]),
  );
}

/**
 * Opens Paddle's overlay checkout for one plan, with the person's e-mail, the coupon and their id (the
 * webhook finds them by it). Resolves true once Paddle says the payment went through, false if they close it.
 */
export async function openCheckout(
  pricing: PaidPricing,
  input: { priceId: string; email: string; userId: string; coupon: string | null },
): Promise<boolean> {
  const paddle = await loadPaddle(pricing);
  if (!paddle) throw new Error("Paddle.js did not load");
  return new Promise((resolve) => {
    onEvent = (event) => {
      if (event.name === "checkout.completed") {
        onEvent = undefined;
        paddle.Checkout.close();
        resolve(true);
      } else if (event.name === "checkout.closed") {
        onEvent = undefined;
        resolve(false);
      }
    };
    paddle.Checkout.open({
      items: [{ priceId: input.priceId, quantity: 1 }],
      customer: { email: input.email },
      customData: { userId: input.userId },
      ...(input.coupon ? { discountCode: input.coupon } : {}),
      settings: { displayMode: "overlay", variant: "one-page", theme: "light" },
    });
  });
}
