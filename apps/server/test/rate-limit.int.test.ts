import { randomInt, randomUUID } from "node:crypto";
import { createPreset } from "@listful/checklist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  createTestApp,
  dbKind,
  failure,
  registerUser,
  type TestApp,
  uniqueEmail,
} from "./helpers.ts";

/**
 * The limits count in memory, and in Redis when the run names one (TEST_REDIS_URL), as several instances
 * count them. Redis outlives a run, so each run takes addresses of its own.
 */
const stores: [string, Record<string, string>][] = [
  ["in memory", {}],
  ...(process.env.TEST_REDIS_URL
    ? [["in Redis", { REDIS_URL: process.env.TEST_REDIS_URL }] as [string, Record<string, string>]]
    : []),
];

describe.each(stores)(`rate limits %s (${dbKind})`, (_label, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: "true", ...env } });
  });
  afterAll(() => t.close());

  // One of 16,384 blocks of four subnets, so two runs within the limits' windows hardly ever meet in Redis.
  const net = randomInt(256);
  const block = randomInt(64) * 4;
  const ip = (host: number, subnet = 0) => `10.${net}.${block + subnet}.${host}`;
  const login = (email: string, address: string, password = "wrong password!") =>
    apiClient(t.app, { ip: address }).request("POST /api/login", { body: { email, password } });

  it("login: 10 a minute per IP, then 429 with Retry-After", async () => {
    for (let i = 0; i < 10; i++) expect((await failure(login(uniqueEmail(), ip(1)))).status).toBe(401);
    const limited = await failure(login(uniqueEmail(), ip(1)));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.envelope.code).toBe("rate_limited");
    expect((await failure(login(uniqueEmail(), ip(2)))).status).toBe(401);
  });

  it("login: an address that keeps giving wrong passwords waits, and only that address", async () => {
    // Signed up from an address of this run: Redis keeps the sign-up limit's count from earlier runs.
    const { user, password } = await registerUser(t.app, { ip: ip(250, 3) });
    for (let i = 0; i < 5; i++) expect((await failure(login(user.email, ip(1, 1)))).status).toBe(401);
    // Turned away before the password is checked, even the right one.
    const waiting = await failure(login(user.email, ip(1, 1), password));
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("2");
    expect(waiting.envelope.error).toBe("Too many wrong passwords from here. Try again in 2 seconds.");
    expect((await login(user.email, ip(2, 1), password)).user.id).toBe(user.id);
  });

  it("login: a stranger's wrong passwords from many addresses never keep the owner out", async () => {
    const { user, password } = await registerUser(t.app, { ip: ip(250, 3) });
    const answers = new Set<number>();
    for (let i = 0; i < 110; i++) {
      answers.add((await failure(login(user.email, ip(i % 11, 2)))).status);
    }
    expect([...answers].sort()).toEqual([401, 429]);
    expect((await login(user.email, ip(200, 2), password)).user.id).toBe(user.id);
  });

  it("register and forgot-password: 5 a minute per IP", async () => {
    const register = (address: string) =>
      apiClient(t.app, { ip: address }).request("POST /api/register", {
        body: { name: "R", email: uniqueEmail(), password: "a decent password 1" },
      });
    const forgot = (address: string) =>
      apiClient(t.app, { ip: address }).request("POST /api/forgot-password", {
        body: { email: uniqueEmail() },
      });
    for (const [label, address, send] of [
      ["register", ip(1, 3), register],
      ["forgot-password", ip(2, 3), forgot],
    ] as const) {
      for (let i = 0; i < 5; i++) await send(address);
      const limited = await failure(send(address));
      expect(limited.status, label).toBe(429);
      expect(limited.headers.get("retry-after"), label).not.toBeNull();
    }
  });

  it("a visitor's ticks on a list shared for ticking: 120 a minute per address", async () => {
    const owner = await registerUser(t.app, { ip: ip(251, 3) });
    const saved = await owner.api.request("POST /api/checklist", {
      body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
    });
    await owner.api.request("PUT /api/checklist/:id/share", {
      params: { id: saved.id },
      body: { isShared: true, access: "tick" },
    });
    const list = saved.data.blocks.find((block) => block.kind === "interactive-list");
    const itemId = list?.kind === "interactive-list" ? list.items[0]?.id : undefined;
    if (!itemId) throw new Error("the daily checklist has an item");
    const tick = (address: string, isChecked: boolean) =>
      apiClient(t.app, { ip: address }).request("PATCH /api/checklist/preview/:id/check", {
        params: { id: saved.id },
        body: { kind: "item", itemId, isChecked },
      });
    for (let i = 0; i < 120; i++) await tick(ip(3, 3), i % 2 === 0);
    const limited = await failure(tick(ip(3, 3), true));
    expect(limited.status).toBe(429);
    expect(limited.envelope.code).toBe("rate_limited");
    expect((await tick(ip(4, 3), true)).access).toBe("tick");
  });

  it("a visitor's ticks: 60 a minute per visitor, whichever address they come from", async () => {
    const owner = await registerUser(t.app, { ip: ip(252, 3) });
    const saved = await owner.api.request("POST /api/checklist", {
      body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
    });
    await owner.api.request("PUT /api/checklist/:id/share", {
      params: { id: saved.id },
      body: { isShared: true, access: "tick" },
    });
    const list = saved.data.blocks.find((block) => block.kind === "interactive-list");
    const itemId = list?.kind === "interactive-list" ? list.items[0]?.id : undefined;
    if (!itemId) throw new Error("the daily checklist has an item");
    const tick = (address: string, visitor: string, isChecked: boolean) =>
      apiClient(t.app, { ip: address, headers: { cookie: `visitor=${visitor}` } }).request(
        "PATCH /api/checklist/preview/:id/check",
        { params: { id: saved.id }, body: { kind: "item", itemId, isChecked } },
      );
    const [one, other] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 60; i++) await tick(ip(5 + (i % 2), 3), one, i % 2 === 0);
    const limited = await failure(tick(ip(7, 3), one, true));
    expect(limited.status).toBe(429);
    // Another visitor at the same address ticks on.
    expect((await tick(ip(5, 3), other, true)).access).toBe("tick");
  });
});

describe(`sign-in throttle without Redis (${dbKind})`, () => {
  it("keeps counting wrong passwords in memory while Redis cannot be reached", async () => {
    // Nothing listens on port 1: every Redis command fails, as in an outage.
    const t = await createTestApp({ env: { RATE_LIMITS: "true", REDIS_URL: "redis://127.0.0.1:1" } });
    try {
      const { user, password } = await registerUser(t.app);
      const login = (secret: string) =>
        apiClient(t.app, { ip: "10.255.0.1" }).request("POST /api/login", {
          body: { email: user.email, password: secret },
        });
      for (let i = 0; i < 5; i++) expect((await failure(login("wrong password!"))).status).toBe(401);
      expect((await failure(login(password))).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
