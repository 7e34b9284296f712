import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  discountJson,
  eventJson,
  immediateTransaction,
  priceJson,
  type SubscriptionState,
  signature,
  subscriptionJson,
  transactionJson,
} from "./paddle-shapes.ts";

/**
 * A local stand-in for Paddle Billing: the REST calls Listful makes (prices, discounts, subscription
 * preview/update/cancel, invoice), in Paddle's JSON shapes, and webhooks signed as Paddle signs them.
 * `mode` makes every API call fail with a 500 or never answer.
 */
export type StandInMode = "ok" | "error" | "hang";

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
