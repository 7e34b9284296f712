import type { AddressInfo } from "node:net";
import { startPaddleStandIn } from "@listful/stand-ins/paddle";
import {
  eventJson,
  MONTHLY,
  paddleSettings,
  signature,
  subscriptionJson,
  transactionJson,
  YEARLY,
} from "@listful/stand-ins/paddle-shapes";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  apiClient,
  createTestApp,
  dbKind,
  failure,
  type Registered,
  registerUser,
  type TestApp,
} from "./helpers.ts";

const SECRET = "pdl_ntfset_01_billing_secret";
// Short enough for the silent stand-in to time out quickly, long enough for a busy machine to answer.
const TIMEOUT_MS = 1500;
const UNAVAILABLE = /Payments are unavailable right now/;

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startPaddleStandIn>>;
beforeAll(async () => {
  standIn = await startPaddleStandIn({ webhookSecret: SECRET });
  t = await createTestApp({
    env: paddleSettings({ webhookSecret: SECRET, apiUrl: standIn.url, timeoutMs: TIMEOUT_MS }),
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  standIn.state.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/paddle/webhook`;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.state.mode = "ok";
});

let counter = 0;
async function subscriber(): Promise<Registered & { subscriptionId: string }> {
  const user = await registerUser(t.app);
  counter += 1;
  const state = {
    id: `sub_billing_${counter}_${Date.now()}`,
    customerId: `ctm_billing_${counter}_${Date.now()}`,
    userId: user.user.id,
    priceId: MONTHLY,
    status: "active",
    periodEnd: "2030-02-01T00:00:00.000Z",
    cancelAt: null,
  };
  standIn.state.subscriptions.set(state.id, state);
  await standIn.sendWebhook("subscription.created", subscriptionJson(state));
  expect((await user.api.request("GET /api/user")).plan).toEqual({ type: "subscription", status: "active" });
  return { ...user, subscriptionId: state.id };
}

describe(`pricing and coupons against Paddle (${dbKind})`, () => {
  it("answers the plans with Paddle's prices, the vendor id and the client token", async () => {
    expect(await apiClient(t.app).request("GET /api/pricing")).toEqual({
      free: false,
      plans: [
        { id: "monthly", priceId: MONTHLY, interval: "month", amount: "600", currency: "USD" },
        { id: "yearly", priceId: YEARLY, interval: "year", amount: "4800", currency: "USD" },
      ],
      paddle_vendor_id: 10080,
      environment: "sandbox",
      clientToken: "test_client_token",
    });
  });

  it("previews an active coupon", async () => {
    expect(
      await apiClient(t.app).request("GET /api/discount/:code", { params: { code: "WELCOME20" } }),
    ).toEqual({
      code: "WELCOME20",
      type: "percentage",
      amount: "20",
      currency: null,
      appliesTo: [MONTHLY],
    });
  });

  it("answers the same 404 for an unknown, expired, used-up, archived or checkout-disabled code", async () => {
    const answers = [];
    for (const code of ["NOSUCHCODE", "EXPIRED", "USEDUP", "ARCHIVED", "NOCHECKOUT"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/discount/${code}` });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 404,
      body: JSON.stringify({ error: "This coupon code is not valid.", code: "not_found" }),
    });
  });

  it("says payments are unavailable when Paddle answers 500 or not at all", async () => {
    for (const mode of ["error", "hang"] as const) {
      standIn.state.mode = mode;
      const error = await failure(
        apiClient(t.app).request("GET /api/discount/:code", { params: { code: "WELCOME20" } }),
      );
      expect(error.status).toBe(503);
      expect(error.message).toMatch(UNAVAILABLE);
    }
  });
});

describe(`a subscriber's changes through Paddle (${dbKind})`, () => {
  it("previews the prorated yearly upgrade, then applies it with the webhook's word", async () => {
    const user = await subscriber();
    const preview = await user.api.request("GET /api/plan/:id/change", { params: { id: "yearly" } });
    expect(preview).toEqual({ message: expect.stringContaining("$42.00"), amount: "4200", currency: "USD" });
    const call = standIn.state.calls.at(-1);
    expect(call).toBe(`PATCH /subscriptions/${user.subscriptionId}/preview`);
    expect(await user.api.request("POST /api/plan/:id/change", { params: { id: "yearly" } })).toEqual({
      message: "Yearly subscription has been activated.",
    });
    expect(await user.api.request("GET /api/user/subscription")).toMatchObject({
      interval: "year",
      status: "active",
    });
    const again = await failure(user.api.request("POST /api/plan/:id/change", { params: { id: "yearly" } }));
    expect(again.message).toBe("You already have the yearly plan.");
  });

  it("cancels at the end of the period: cancelled_active with its end date", async () => {
    const user = await subscriber();
    expect(await user.api.request("POST /api/subscription/cancel")).toEqual({
      message: "Your subscription has been canceled.",
      ends_at: "2030-02-01T00:00:00.000Z",
    });
    expect((await user.api.request("GET /api/user")).plan).toEqual({
      type: "subscription",
      status: "cancelled_active",
    });
    expect(await user.api.request("GET /api/user/subscription")).toMatchObject({
      status: "cancelled_active",
      ends_at: "2030-02-01T00:00:00.000Z",
      renews_at: null,
    });
  });

  it("changes nothing and says so when Paddle fails or hangs", async () => {
    const user = await subscriber();
    for (const mode of ["error", "hang"] as const) {
      standIn.state.mode = mode;
      const calls = [
        () => user.api.request("GET /api/plan/:id/change", { params: { id: "yearly" } }),
        () => user.api.request("POST /api/plan/:id/change", { params: { id: "yearly" } }),
        () => user.api.request("POST /api/subscription/cancel"),
      ];
      for (const call of calls) {
        const error = await failure(call());
        expect(error.status).toBe(503);
        expect(error.message).toMatch(UNAVAILABLE);
      }
    }
    standIn.state.mode = "ok";
    expect(await user.api.request("GET /api/user/subscription")).toMatchObject({
      status: "active",
      interval: "month",
      ends_at: null,
    });
  });

  it("refuses plan changes and cancelling to someone without a subscription", async () => {
    const user = await registerUser(t.app);
    const error = await failure(user.api.request("POST /api/subscription/cancel"));
    expect(error).toMatchObject({ status: 400, message: "You have no active subscription." });
  });

  it("gives the invoice link of one's own payment only", async () => {
    const user = await subscriber();
    const txn = transactionJson({
      id: `txn_inv_${Date.now()}`,
      customerId: "x",
      userId: user.user.id,
      total: "600",
    });
    const body = JSON.stringify(eventJson("transaction.completed", txn));
    const delivered = await t.app.inject({
      method: "POST",
      url: "/api/paddle/webhook",
      headers: { "content-type": "application/json", "paddle-signature": signature(body, SECRET) },
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await user.api.request("GET /api/user/billings/:id/invoice", { params: { id: txn.id } })).toEqual({
      url: `https://invoices.paddle.test/${txn.id}.pdf`,
    });
    const other = await registerUser(t.app);
    const error = await failure(
      other.api.request("GET /api/user/billings/:id/invoice", { params: { id: txn.id } }),
    );
    expect(error.status).toBe(404);
    standIn.state.mode = "error";
    const down = await failure(
      user.api.request("GET /api/user/billings/:id/invoice", { params: { id: txn.id } }),
    );
    expect(down.message).toMatch(UNAVAILABLE);
  });
});

describe(`paid mode with Paddle unreachable (${dbKind})`, () => {
  it("starts and answers pricing with the configured plans and no amounts", async () => {
    const offline = await createTestApp({
      env: paddleSettings({ webhookSecret: SECRET, timeoutMs: TIMEOUT_MS }),
      database: t.database,
    });
    try {
      const pricing = await apiClient(offline.app).request("GET /api/pricing");
      expect(pricing).toMatchObject({
        free: false,
        plans: [
          { id: "monthly", priceId: MONTHLY, amount: null },
          { id: "yearly", priceId: YEARLY, amount: null },
        ],
      });
    } finally {
      await offline.close();
    }
  });
});

describe(`free mode, and the coupon limit (${dbKind})`, () => {
  it("answers pricing {free: true} and has no coupons, subscriptions or webhook", async () => {
    const free = await createTestApp({ database: t.database });
    try {
      const api = apiClient(free.app);
      expect(await api.request("GET /api/pricing")).toEqual({ free: true });
      expect((await free.app.inject({ method: "GET", url: "/api/discount/WELCOME20" })).statusCode).toBe(404);
      const hook = await free.app.inject({
        method: "POST",
        url: "/api/paddle/webhook",
        headers: { "content-type": "application/json" },
        payload: "{}",
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await free.close();
    }
  });

  it("limits coupon look-ups per address", async () => {
    const limited = await createTestApp({
      env: {
        ...paddleSettings({ webhookSecret: SECRET, apiUrl: standIn.url, timeoutMs: TIMEOUT_MS }),
        RATE_LIMITS: "true",
      },
      database: t.database,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (await limited.app.inject({ method: "GET", url: `/api/discount/GUESS${i}` })).statusCode,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
