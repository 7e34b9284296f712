// Security events: what the server logs when a refresh token is reused or an account's password is guessed,
// with who and from where, never the secret itself.
import type { RefreshTokenBody } from "@listful/contracts";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  createLoggedTestApp,
  createTestApp,
  dbKind,
  exchange,
  failure,
  registerUser,
  type TestApp,
} from "./helpers.ts";
import { ageUsedTokens } from "./support/refresh-tokens.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (body: RefreshTokenBody) => exchange(apiClient(t.app), "POST /api/token/refresh", { body });

describe(`security events (${dbKind})`, () => {
  it("logs a refresh token's reuse with the user, the session and the address, never the token", async () => {
    const logged = await createLoggedTestApp(t);
    try {
      const { refreshToken, user, token } = await registerUser(t.app);
      const rotated = (await refresh({ refresh_token: refreshToken })).body;
      await ageUsedTokens(t.database.db);
      const replay = apiClient(logged.app, { ip: "203.0.113.7" }).request("POST /api/token/refresh", {
        body: { refresh_token: refreshToken },
      });
      expect((await failure(replay)).status).toBe(401);
      const events = logged.logged().filter((entry) => entry.event === "refresh_token_reused");
      expect(events).toEqual([
        expect.objectContaining({
          level: 40,
          userId: user.id,
          sessionId: decodeJwt(token).sid,
          ip: "203.0.113.7",
        }),
      ]);
      for (const secret of [refreshToken, rotated.refresh_token, token]) {
        expect(JSON.stringify(logged.logged())).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});

describe(`security events for sign-ins (${dbKind})`, () => {
  it("logs repeated wrong passwords for an account with the user and the address, never the password", async () => {
    const logged = await createLoggedTestApp(t);
    try {
      const { user } = await registerUser(t.app);
      const guess = "my guess number seven";
      const attacker = apiClient(logged.app, { ip: "198.51.100.23" });
      for (let i = 0; i < 6; i++) {
        await failure(attacker.request("POST /api/login", { body: { email: user.email, password: guess } }));
      }
      const events = logged.logged().filter((entry) => entry.event === "sign_in_failures");
      expect(events.map((entry) => entry.failures)).toEqual([5, 6]);
      expect(events[0]).toMatchObject({
        level: 40,
        userId: user.id,
        ip: "198.51.100.23",
        accountFailures: 5,
      });
      expect(JSON.stringify(logged.logged())).not.toContain(guess);
    } finally {
      await logged.close();
    }
  });
});
