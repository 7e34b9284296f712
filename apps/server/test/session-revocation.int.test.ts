import { Redis } from "ioredis";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_LIFETIME_MS } from "../src/modules/auth/access-token.ts";
import { createRefreshTokenRepository } from "../src/modules/auth/refresh-token.repository.ts";
import { createSessionRevocations } from "../src/modules/auth/session-revocations.ts";
import { apiClient, createTestApp, dbKind, failure, registerUser, type TestApp } from "./helpers.ts";

/** Two instances on one database, as several servers behind a load balancer run. */
async function secondInstance(first: TestApp, env: Record<string, string>) {
  return createTestApp({ database: first.database, env });
}

const signOut = (app: TestApp, user: { token: string; refreshToken: string }) =>
  apiClient(app.app, {
    headers: { cookie: `token=${user.token}; refresh-token=${user.refreshToken}` },
  }).request("POST /api/logout");
const me = (app: TestApp, token: string) => apiClient(app.app, { token }).request("GET /api/user");

describe(`ended sessions across instances (${dbKind})`, () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a.close());

  it("an instance that cannot reach Redis asks the database, so it never accepts an ended session", async () => {
    // Nothing listens on port 1: this instance is out of step with the others for as long as it runs.
    const b = await secondInstance(a, { REDIS_URL: "redis://127.0.0.1:1" });
    try {
      const user = await registerUser(a.app);
      expect((await me(b, user.token)).id).toBe(user.user.id);
      await signOut(a, user);
      expect((await failure(me(b, user.token))).status).toBe(401);
    } finally {
      await b.close();
    }
  });
});

/** A real Redis server when the run names one (TEST_REDIS_URL), as a real PostgreSQL is named. */
const redisServers = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

describe.each(redisServers)(`ended sessions shared through Redis %s (${dbKind})`, (redisUrl) => {
  const env = { REDIS_URL: redisUrl };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await secondInstance(a, env);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("a sign-out on one instance ends the access token on the other", async () => {
    const user = await registerUser(a.app);
    expect((await me(b, user.token)).id).toBe(user.user.id);
    await signOut(a, user);
    await vi.waitFor(async () => expect((await failure(me(b, user.token))).status).toBe(401));
  });

  it("instances learn an ending from Redis alone, and one that starts later catches up", async () => {
    const user = await registerUser(a.app);
    const sessionId = String(decodeJwt(user.token).sid);
    const isSessionLive = createRefreshTokenRepository(a.database.db).isFamilyLive;
    // The database still holds the session live: only Redis can tell these lists it ended.
    const clients: Redis[] = [];
    const list = () => {
      const redis = new Redis(env.REDIS_URL);
      clients.push(redis);
      return createSessionRevocations({ ttlMs: ACCESS_TOKEN_LIFETIME_MS, redis, isSessionLive });
    };
    const [x, y] = [list(), list()];
    try {
      // Until a list is in step with Redis it asks the database, which knows no such session.
      await vi.waitFor(async () => expect(await y.isRevoked(crypto.randomUUID())).toBe(false));
      await x.revoke(sessionId);
      await vi.waitFor(async () => expect(await y.isRevoked(sessionId)).toBe(true));
      const z = list();
      try {
        await vi.waitFor(async () => expect(await z.isRevoked(sessionId)).toBe(true));
      } finally {
        z.close();
      }
    } finally {
      x.close();
      y.close();
      for (const client of clients) client.disconnect();
    }
  });
});
