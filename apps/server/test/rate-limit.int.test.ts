import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, dbKind, registerUser, type TestApp, uniqueEmail } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "true" } });
});
afterAll(() => t.close());

const login = (email: string, ip: string) =>
  call(t.app, "POST", "/api/login", { body: { email, password: "wrong password!" }, ip });

describe(`rate limits (${dbKind})`, () => {
  it("login: 10 a minute per IP, then 429 with Retry-After", async () => {
    const ip = "10.0.0.1";
    for (let i = 0; i < 10; i++) expect((await login(uniqueEmail(), ip)).statusCode).toBe(401);
    const limited = await login(uniqueEmail(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().code).toBe("rate_limited");
    expect((await login(uniqueEmail(), "10.0.0.2")).statusCode).toBe(401);
  });

  it("login: 100 an hour per account, across IPs", async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 100; i++) {
      expect((await login(user.email, `10.1.${Math.floor(i / 9)}.${i % 9}`)).statusCode).toBe(401);
    }
    const limited = await login(user.email, "10.2.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe("Too many sign-in attempts for this account. Try again later.");
  });

  it("register and forgot-password: 5 a minute per IP", async () => {
    for (const [url, body] of [
      ["/api/register", () => ({ name: "R", email: uniqueEmail(), password: "a decent password 1" })],
      ["/api/forgot-password", () => ({ email: uniqueEmail() })],
    ] as const) {
      const ip = url === "/api/register" ? "10.3.0.1" : "10.3.0.2";
      for (let i = 0; i < 5; i++) {
        expect((await call(t.app, "POST", url, { body: body(), ip })).statusCode, url).toBe(200);
      }
      const limited = await call(t.app, "POST", url, { body: body(), ip });
      expect(limited.statusCode, url).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
    }
  });
});
