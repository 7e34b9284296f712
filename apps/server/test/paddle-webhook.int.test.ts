import { startPaddleStandIn } from "@listful/stand-ins/paddle";
import {
  eventJson,
  MONTHLY,
  paddleSettings,
  type SubscriptionState,
  signature,
  subscriptionJson,
  transactionJson,
  YEARLY,
} from "@listful/stand-ins/paddle-shapes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, dbKind, type Registered, registerUser, type TestApp } from "./helpers.ts";

const SECRET = "pdl_ntfset_01_test_secret";

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startPaddleStandIn>>;
beforeAll(async () => {
  standIn = await startPaddleStandIn({ webhookSecret: SECRET });
  t = await createTestApp({ env: paddleSettings({ webhookSecret: SECRET, apiUrl: standIn.url }) });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

function post(body: string, header: string | undefined) {
  return t.app.inject({
    method: "POST",
    url: "/api/paddle/webhook",
    headers: { "content-type": "application/json", ...(header ? { "paddle-signature": header } : {}) },
    payload: body,
  });
}

function deliver(event: object, secret = SECRET) {
  const body = JSON.stringify(event);
  return post(body, signature(body, secret));
}

let counter = 0;
function subscriptionOf(user: Registered, overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  counter += 1;
  return {
    id: `sub_${counter}_${Date.now()}`,
    customerId: `ctm_${counter}_${Date.now()}`,
    userId: user.user.id,
    priceId: MONTHLY,
    status: "active",
    periodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    cancelAt: null,
    ...overrides,
  };
}

const planOf = async (user: Registered) => (await user.api.request("GET /api/user")).plan;

describe(`Paddle's webhook (${dbKind})`, () => {
  it("applies a validly signed subscription.created and gives the user the subscription plan", async () => {
    const user = await registerUser(t.app);
    expect(await planOf(user)).toEqual({ type: "free", status: "active" });
    const response = await deliver(eventJson("subscription.created", subscriptionJson(subscriptionOf(user))));
    expect(response.statusCode).toBe(200);
    expect(await planOf(user)).toEqual({ type: "subscription", status: "active" });
    expect(await user.api.request("GET /api/user/subscription")).toMatchObject({
      plan_type: "subscription",
      status: "active",
      interval: "month",
      ends_at: null,
    });
  });

  describe("refuses with 401 and changes nothing", () => {
    async function refused(make: (body: string) => { body: string; header: string | undefined }) {
      const user = await registerUser(t.app);
      const event = eventJson("subscription.created", subscriptionJson(subscriptionOf(user)));
      const { body, header } = make(JSON.stringify(event));
      const response = await post(body, header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "unauthorized" });
      expect(await planOf(user)).toEqual({ type: "free", status: "active" });
      // The refused event's id was not taken: Paddle's retry with a good signature still applies.
      const retried = await deliver(event);
      expect(retried.statusCode).toBe(200);
      expect(await planOf(user)).toEqual({ type: "subscription", status: "active" });
    }

    it("a body changed by one byte", () =>
      refused((body) => ({ body: body.replace('"active"', '"activf"'), header: signature(body, SECRET) })));
    it("a signature made with another secret", () =>
      refused((body) => ({ body, header: signature(body, "pdl_ntfset_someone_else") })));
    it("a timestamp older than 5 seconds", () =>
      refused((body) => ({ body, header: signature(body, SECRET, Math.floor(Date.now() / 1000) - 6) })));
    it("no Paddle-Signature header", () => refused((body) => ({ body, header: undefined })));
  });

  it("accepts either of two h1 values while a secret is rotated, and neither alone if both are wrong", async () => {
    const user = await registerUser(t.app);
    const body = JSON.stringify(eventJson("subscription.created", subscriptionJson(subscriptionOf(user))));
    const ts = Math.floor(Date.now() / 1000);
    const h1Of = (secret: string) => signature(body, secret, ts).split(";")[1];
    const old = h1Of("pdl_ntfset_old_secret");
    expect((await post(body, `ts=${ts};${old};${h1Of("pdl_ntfset_older")}`)).statusCode).toBe(401);
    expect(await planOf(user)).toEqual({ type: "free", status: "active" });
    expect((await post(body, `ts=${ts};${h1Of(SECRET)};${old}`)).statusCode).toBe(200);
    expect(await planOf(user)).toEqual({ type: "subscription", status: "active" });
    const other = await registerUser(t.app);
    const body2 = JSON.stringify(eventJson("subscription.created", subscriptionJson(subscriptionOf(other))));
    const good2 = signature(body2, SECRET, ts).split(";")[1];
    const old2 = signature(body2, "pdl_ntfset_old_secret", ts).split(";")[1];
    expect((await post(body2, `ts=${ts};${old2};${good2}`)).statusCode).toBe(200);
    expect(await planOf(other)).toEqual({ type: "subscription", status: "active" });
  });

  it("acknowledges a duplicate event id and ignores it", async () => {
    const user = await registerUser(t.app);
    const sub = subscriptionOf(user);
    const created = eventJson("subscription.created", subscriptionJson(sub));
    expect((await deliver(created)).statusCode).toBe(200);
    const canceled = eventJson("subscription.canceled", subscriptionJson({ ...sub, status: "canceled" }));
    expect((await deliver(canceled)).statusCode).toBe(200);
    expect(await planOf(user)).toEqual({ type: "subscription", status: "terminated" });
    // The same created event again, even re-signed later, changes nothing.
    const again = await deliver(created);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: "Already received." });
    expect(await planOf(user)).toEqual({ type: "subscription", status: "terminated" });
  });

  it("ignores an event older than one already applied", async () => {
    const user = await registerUser(t.app);
    const sub = subscriptionOf(user);
    const later = new Date();
    const earlier = new Date(later.getTime() - 60_000);
    await deliver(
      eventJson("subscription.canceled", subscriptionJson({ ...sub, status: "canceled" }), later),
    );
    const response = await deliver(eventJson("subscription.activated", subscriptionJson(sub), earlier));
    expect(response.statusCode).toBe(200);
    expect(await planOf(user)).toEqual({ type: "subscription", status: "terminated" });
  });

  it("acknowledges an event for an unknown user and changes nobody", async () => {
    const stranger = subscriptionJson({
      id: "sub_unknown",
      customerId: "ctm_unknown",
      userId: "00000000-0000-4000-8000-000000000000",
      priceId: MONTHLY,
      status: "active",
      periodEnd: new Date().toISOString(),
      cancelAt: null,
    });
    expect((await deliver(eventJson("subscription.created", stranger))).statusCode).toBe(200);
    const noCustomData = { ...stranger, id: "sub_unknown2", custom_data: null };
    expect((await deliver(eventJson("subscription.created", noCustomData))).statusCode).toBe(200);
    const notAUuid = { ...stranger, id: "sub_unknown3", custom_data: { userId: "not-a-uuid" } };
    expect((await deliver(eventJson("subscription.created", notAUuid))).statusCode).toBe(200);
  });

  it("follows each transition: activated, past due, paused, resumed, upgraded, scheduled cancel, canceled", async () => {
    const user = await registerUser(t.app);
    const sub = subscriptionOf(user);
    const step = async (type: string, state: SubscriptionState) =>
      expect((await deliver(eventJson(type, subscriptionJson(state)))).statusCode).toBe(200);

    await step("subscription.created", { ...sub, status: "trialing" });
    expect(await planOf(user)).toEqual({ type: "subscription", status: "active" });
    await step("subscription.activated", sub);
    expect(await planOf(user)).toEqual({ type: "subscription", status: "active" });
    await step("subscription.past_due", { ...sub, status: "past_due" });
    expect(await planOf(user)).toEqual({ type: "subscription", status: "past_due" });
    await step("subscription.paused", { ...sub, status: "paused" });
    expect(await planOf(user)).toEqual({ type: "free", status: "paused" });
    await step("subscription.resumed", sub);
    expect(await planOf(user)).toEqual({ type: "subscription", status: "active" });
    // Later events find the user by the Paddle customer id stored from the first.
    const withoutCustomData = { ...sub, userId: null, priceId: YEARLY };
    await step("subscription.updated", withoutCustomData);
    expect(await user.api.request("GET /api/user/subscription")).toMatchObject({ interval: "year" });
    const cancelAt = new Date(Date.now() + 86_400_000).toISOString();
    await step("subscription.updated", { ...withoutCustomData, cancelAt });
    expect(await planOf(user)).toEqual({ type: "subscription", status: "cancelled_active" });
    expect(await user.api.request("GET /api/user/subscription")).toMatchObject({
      status: "cancelled_active",
      renews_at: null,
      ends_at: cancelAt,
    });
    await step("subscription.canceled", { ...withoutCustomData, status: "canceled" });
    expect(await planOf(user)).toEqual({ type: "subscription", status: "terminated" });
  });

  it("records a completed transaction in the billing history", async () => {
    const user = await registerUser(t.app);
    const sub = subscriptionOf(user);
    await deliver(eventJson("subscription.created", subscriptionJson(sub)));
    const txn = transactionJson({
      id: `txn_${Date.now()}`,
      customerId: sub.customerId,
      userId: null,
      total: "480",
    });
    expect((await deliver(eventJson("transaction.completed", txn))).statusCode).toBe(200);
    expect(await user.api.request("GET /api/user/billings")).toEqual([
      { id: txn.id, date: expect.any(String), amount: "480", currency: "USD", status: "completed" },
    ]);
    const other = await registerUser(t.app);
    expect(await other.api.request("GET /api/user/billings")).toEqual([]);
  });
});
