import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Paddle Billing: the REST calls Listful makes (prices, discounts, subscription
 * preview/update/cancel, invoice), in Paddle's JSON shapes, and webhooks signed as Paddle signs them.
 * `mode` makes every API call fail with a 500 or never answer.
 */
export type StandInMode = "ok" | "error" | "hang";

export const MONTHLY = "pri_01monthly";
export const YEARLY = "pri_01yearly";
const NOW = () => new Date().toISOString();

export function signature(body: string, secret: string, ts = Math.floor(Date.now() / 1000)): string {
  return `ts=${ts};h1=${createHmac("sha256", secret).update(`${ts}:${body}`).digest("hex")}`;
}

export function priceJson(id: string) {
  const yearly = id === YEARLY;
  return {
    id,
    product_id: "pro_01premium",
    description: yearly ? "Premium yearly" : "Premium monthly",
    name: yearly ? "Yearly" : "Monthly",
    type: "standard",
    billing_cycle: { interval: yearly ? "year" : "month", frequency: 1 },
    trial_period: null,
    tax_mode: "account_setting",
    unit_price: { amount: yearly ? "4800" : "600", currency_code: "USD" },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: "active",
    custom_data: null,
    import_meta: null,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  };
}

export type SubscriptionState = {
  id: string;
  customerId: string;
  userId: string | null;
  priceId: string;
  status: string;
  periodEnd: string;
  cancelAt: string | null;
};

export function subscriptionJson(s: SubscriptionState) {
  const yearly = s.priceId === YEARLY;
  return {
    id: s.id,
    status: s.status,
    customer_id: s.customerId,
    address_id: "add_01",
    business_id: null,
    currency_code: "USD",
    created_at: "2026-01-01T00:00:00Z",
    updated_at: NOW(),
    started_at: "2026-01-01T00:00:00Z",
    first_billed_at: "2026-01-01T00:00:00Z",
    next_billed_at: s.status === "active" && !s.cancelAt ? s.periodEnd : null,
    paused_at: null,
    canceled_at: s.status === "canceled" ? NOW() : null,
    discount: null,
    collection_mode: "automatic",
    billing_details: null,
    current_billing_period: { starts_at: "2026-01-01T00:00:00Z", ends_at: s.periodEnd },
    billing_cycle: { interval: yearly ? "year" : "month", frequency: 1 },
    scheduled_change: s.cancelAt ? { action: "cancel", effective_at: s.cancelAt, resume_at: null } : null,
    management_urls: null,
    items: [
      {
        status: "active",
        quantity: 1,
        recurring: true,
        created_at: "2026-01-01T00:00:00Z",
        updated_at: NOW(),
        previously_billed_at: null,
        next_billed_at: null,
        trial_dates: null,
        price: priceJson(s.priceId),
        product: { id: "pro_01premium", name: "Premium", status: "active", tax_category: "standard" },
      },
    ],
    custom_data: s.userId ? { userId: s.userId } : null,
    import_meta: null,
  };
}

export function transactionJson(t: { id: string; customerId: string; userId: string | null; total: string }) {
  return {
    id: t.id,
    status: "completed",
    customer_id: t.customerId,
    address_id: "add_01",
    business_id: null,
    custom_data: t.userId ? { userId: t.userId } : null,
    currency_code: "USD",
    origin: "web",
    subscription_id: "sub_01",
    invoice_id: "inv_01",
    invoice_number: "123-10001",
    collection_mode: "automatic",
    discount_id: null,
    billing_details: null,
    billing_period: null,
    items: [],
    details: {
      tax_rates_used: [],
      totals: {
        subtotal: t.total,
        discount: "0",
        tax: "0",
        total: t.total,
        credit: "0",
        balance: "0",
        grand_total: t.total,
        fee: null,
        earnings: null,
        currency_code: "USD",
      },
      line_items: [],
    },
    payments: [],
    checkout: null,
    created_at: NOW(),
    updated_at: NOW(),
    billed_at: NOW(),
    revised_at: null,
  };
}

let sequence = 0;
export function eventJson(type: string, data: unknown, occurredAt = new Date()) {
  sequence += 1;
  return {
    event_id: `evt_${Date.now()}_${sequence}`,
    event_type: type,
    occurred_at: occurredAt.toISOString(),
    notification_id: `ntf_${sequence}`,
    data,
  };
}

function discountJson(code: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `dsc_${code}`,
    status: "active",
    description: `${code} discount`,
    enabled_for_checkout: true,
    code,
    type: "percentage",
    mode: "standard",
    amount: "20",
    currency_code: null,
    recur: false,
    maximum_recurring_intervals: null,
    usage_limit: null,
    restrict_to: [MONTHLY],
    expires_at: null,
    custom_data: null,
    times_used: 0,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    import_meta: null,
    discount_group_id: null,
    ...overrides,
  };
}

export async function startPaddleStandIn(options: { webhookSecret: string; webhookUrl?: string }) {
  const state = {
    /** Where the stand-in sends the webhooks its own changes cause (as Paddle does), once the app listens. */
    webhookUrl: options.webhookUrl,
    mode: "ok" as StandInMode,
    calls: [] as string[],
    subscriptions: new Map<string, SubscriptionState>(),
    discounts: [
      discountJson("WELCOME20"),
      discountJson("EXPIRED", { expires_at: "2020-01-01T00:00:00Z" }),
      discountJson("USEDUP", { usage_limit: 1, times_used: 1 }),
      discountJson("ARCHIVED", { status: "archived" }),
      discountJson("NOCHECKOUT", { enabled_for_checkout: false }),
    ],
  };
  const hanging = new Set<ServerResponse>();

  async function sendWebhook(type: string, data: unknown) {
    if (!state.webhookUrl) return;
    const body = JSON.stringify(eventJson(type, data));
    await fetch(state.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "paddle-signature": signature(body, options.webhookSecret),
      },
      body,
    });
  }

  /** A paid checkout: the subscription starts and its first transaction completes, each told by webhook. */
  async function completeCheckout(input: { priceId: string; userId: string; discountCode?: string | null }) {
    const id = `sub_checkout_${Date.now()}`;
    const sub: SubscriptionState = {
      id,
      customerId: `ctm_checkout_${Date.now()}`,
      userId: input.userId,
      priceId: input.priceId,
      status: "active",
      periodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      cancelAt: null,
    };
    state.subscriptions.set(id, sub);
    await sendWebhook("subscription.created", subscriptionJson(sub));
    const full = Number(priceJson(input.priceId).unit_price.amount);
    const discount = state.discounts.find((d) => d.code === input.discountCode && d.status === "active");
    const total = discount ? Math.round(full * (1 - Number(discount.amount) / 100)) : full;
    const txn = {
      id: `txn_${Date.now()}`,
      customerId: sub.customerId,
      userId: input.userId,
      total: String(total),
    };
    await sendWebhook("transaction.completed", transactionJson(txn));
    return { subscriptionId: id, total };
  }

  /** Time passes: every cancellation scheduled for a period's end takes effect. */
  async function endCancelledPeriods() {
    const ended = [...state.subscriptions.values()].filter((sub) => sub.cancelAt);
    for (const sub of ended) {
      sub.status = "canceled";
      sub.cancelAt = null;
      await sendWebhook("subscription.canceled", subscriptionJson(sub));
    }
    return { ended: ended.length };
  }

  async function answer(request: IncomingMessage, body: string): Promise<[number, unknown]> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const path = url.pathname;
    let match = path.match(/^\/prices\/([^/]+)$/);
    if (request.method === "GET" && match?.[1]) return [200, { data: priceJson(match[1]) }];
    if (request.method === "GET" && path === "/discounts") {
      const codes = (url.searchParams.get("code") ?? "").split(",");
      const data = state.discounts.filter((d) => codes.includes(d.code));
      return [
        200,
        {
          data,
          meta: {
            request_id: "r",
            pagination: { per_page: 50, next: "", has_more: false, estimated_total: data.length },
          },
        },
      ];
    }
    match = path.match(/^\/subscriptions\/([^/]+)(\/preview|\/cancel)?$/);
    const sub = match?.[1] ? state.subscriptions.get(match[1]) : undefined;
    if (match && !sub)
      return [
        404,
        {
          error: {
            type: "request_error",
            code: "entity_not_found",
            detail: "Subscription not found",
            documentation_url: "",
          },
        },
      ];
    if (sub && match?.[2] === "/preview" && request.method === "PATCH") {
      const preview = {
        ...subscriptionJson(sub),
        immediate_transaction: immediateTransaction("4200"),
        next_transaction: null,
        recurring_transaction_details: null,
        update_summary: null,
      };
      return [200, { data: preview }];
    }
    if (sub && !match?.[2] && request.method === "PATCH") {
      const requested = JSON.parse(body) as { items: { price_id: string }[]; on_payment_failure?: string };
      sub.priceId = requested.items[0]?.price_id ?? sub.priceId;
      await sendWebhook("subscription.updated", subscriptionJson(sub));
      return [200, { data: subscriptionJson(sub) }];
    }
    if (sub && match?.[2] === "/cancel" && request.method === "POST") {
      sub.cancelAt = sub.periodEnd;
      await sendWebhook("subscription.updated", subscriptionJson(sub));
      return [200, { data: subscriptionJson(sub) }];
    }
    // What Paddle's own servers do when a checkout is paid, or when a period ends: tests ask for it.
    if (request.method === "POST" && path === "/__checkout")
      return [200, await completeCheckout(JSON.parse(body))];
    if (request.method === "POST" && path === "/__advance") return [200, await endCancelledPeriods()];
    match = path.match(/^\/transactions\/([^/]+)\/invoice$/);
    if (request.method === "GET" && match?.[1]) {
      return [200, { data: { url: `https://invoices.paddle.test/${match[1]}.pdf` } }];
    }
    return [
      404,
      { error: { type: "request_error", code: "not_found", detail: "Not found", documentation_url: "" } },
    ];
  }

  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      state.calls.push(`${request.method} ${request.url}`);
      if (state.mode === "hang") {
        hanging.add(response);
        return;
      }
      if (state.mode === "error") {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            error: {
              type: "api_error",
              code: "internal_error",
              detail: "Internal error",
              documentation_url: "",
            },
          }),
        );
        return;
      }
      void answer(request, body).then(([status, json]) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    sendWebhook,
    async close() {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function immediateTransaction(total: string) {
  return {
    billing_period: { starts_at: NOW(), ends_at: NOW() },
    details: {
      tax_rates_used: [],
      totals: {
        subtotal: total,
        discount: "0",
        tax: "0",
        total,
        credit: "0",
        balance: "0",
        grand_total: total,
        fee: null,
        earnings: null,
        currency_code: "USD",
      },
      line_items: [],
    },
    adjustments: [],
  };
}
