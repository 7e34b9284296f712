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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "true" } });
});
afterAll(() => t.close());

const login = (email: string, ip: string) =>
  failure(
    apiClient(t.app, { ip }).request("POST /api/login", { body: { email, password: "wrong password!" } }),
  );

describe(`rate limits (${dbKind})`, () => {
  it("login: 10 a minute per IP, then 429 with Retry-After", async () => {
    const ip = "10.0.0.1";
    for (let i = 0; i < 10; i++) expect((await login(uniqueEmail(), ip)).status).toBe(401);
    const limited = await login(uniqueEmail(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.envelope.code).toBe("rate_limited");
    expect((await login(uniqueEmail(), "10.0.0.2")).status).toBe(401);
  });

  it("login: 100 an hour per account, across IPs", async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 100; i++) {
      expect((await login(user.email, `10.1.${Math.floor(i / 9)}.${i % 9}`)).status).toBe(401);
    }
    const limited = await login(user.email, "10.2.0.1");
    expect(limited.status).toBe(429);
    expect(limited.envelope.error).toBe("Too many sign-in attempts for this account. Try again later.");
  });

  it("register and forgot-password: 5 a minute per IP", async () => {
    const register = (ip: string) =>
      apiClient(t.app, { ip }).request("POST /api/register", {
        body: { name: "R", email: uniqueEmail(), password: "a decent password 1" },
      });
    const forgot = (ip: string) =>
      apiClient(t.app, { ip }).request("POST /api/forgot-password", { body: { email: uniqueEmail() } });
    for (const [label, ip, send] of [
      ["register", "10.3.0.1", register],
      ["forgot-password", "10.3.0.2", forgot],
    ] as const) {
      for (let i = 0; i < 5; i++) await send(ip);
      const limited = await failure(send(ip));
      expect(limited.status, label).toBe(429);
      expect(limited.headers.get("retry-after"), label).not.toBeNull();
    }
  });
});
