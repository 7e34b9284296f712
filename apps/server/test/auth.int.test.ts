import type { RefreshTokenBody } from "@listful/contracts";
import { sql } from "@listful/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  apiClient,
  browserHeaders,
  cookiesOf,
  createTestApp,
  dbKind,
  exchange,
  failure,
  registerUser,
  STRONG_PASSWORD,
  type TestApp,
  uniqueEmail,
} from "./helpers.ts";
import { ageUsedTokens } from "./support/refresh-tokens.ts";

/** The hashes argon2 checks passwords against, in order (the real argon2 still does the work). */
const argon2 = vi.hoisted(() => ({ verified: [] as string[] }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const original = await importOriginal<typeof import("@node-rs/argon2")>();
  const verify: typeof original.verify = (hashed, ...rest) => {
    argon2.verified.push(typeof hashed === "string" ? hashed : hashed.toString());
    return original.verify(hashed, ...rest);
  };
  return { ...original, verify };
});

/** "argon2id$v=19$m=7168,t=5,p=1": what a check against this hash costs. */
function costOf(hashed: string | undefined): string {
  return hashed?.split("$").slice(1, 4).join("$") ?? "";
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guest = () => apiClient(t.app);
const refresh = (body: RefreshTokenBody, headers?: Record<string, string>) =>
  exchange(apiClient(t.app, headers ? { headers } : {}), "POST /api/token/refresh", { body });

describe(`register (${dbKind})`, () => {
  it("creates the account, answers tokens and the user, and sets HttpOnly cookies", async () => {
    const email = uniqueEmail("Ada");
    const response = await exchange(guest(), "POST /api/register", {
      body: { name: "  Ada Lovelace ", email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD },
    });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.token).toMatch(/^ey/);
    expect(body.refresh_token).toHaveLength(43);
    expect(body.user).toMatchObject({
      name: "Ada Lovelace",
      email: email.toLowerCase(),
      roles: ["ROLE_USER"],
      plan: { type: "free", status: "active" },
    });
    expect(Object.keys(body.user).sort()).toEqual(["created", "email", "id", "name", "plan", "roles"]);
    const cookies = cookiesOf(response);
    expect(cookies.token?.value).toBe(body.token);
    expect(cookies["refresh-token"]?.value).toBe(body.refresh_token);
    for (const name of ["token", "refresh-token"]) {
      expect(cookies[name]?.attrs).toMatch(/HttpOnly/);
      expect(cookies[name]?.attrs).toMatch(/SameSite=Lax/);
      expect(cookies[name]?.attrs).not.toMatch(/Secure/); // PUBLIC_URL is http in tests
    }
  });

  it("marks cookies Secure when the public URL is https", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://listful.example" } });
    try {
      const client = apiClient(secure.app, { headers: { origin: "https://listful.example" } });
      const response = await exchange(client, "POST /api/register", {
        body: { name: "S", email: uniqueEmail(), password: STRONG_PASSWORD },
      });
      expect(response.status).toBe(200);
      expect(cookiesOf(response).token?.attrs).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it("refuses a taken e-mail, whatever its case, as a field error", async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const response = await failure(
      guest().request("POST /api/register", {
        body: { name: "Twin", email: email.toUpperCase(), password: STRONG_PASSWORD },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.envelope).toEqual({
      error: "Please check the highlighted fields.",
      code: "validation_error",
      errors: { email: "This e-mail is already registered." },
    });
  });

  it.each([
    ["short", "short1!", "Password must be at least 8 characters."],
    ["long", "x".repeat(129), "Password must be at most 128 characters."],
    ["common", "Password123", "This password is too easy to guess. Choose a less common one."],
    ["a run", "abcdefgh", "This password is too easy to guess. Choose a less common one."],
  ])("refuses a %s password", async (_label, password, message) => {
    const response = await failure(
      guest().request("POST /api/register", { body: { name: "P", email: uniqueEmail(), password } }),
    );
    expect(response.status).toBe(400);
    expect(response.envelope.errors).toEqual({ password: message });
  });

  it("names every invalid field", async () => {
    // Without a password, which the typed client cannot leave out.
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: browserHeaders(),
      payload: JSON.stringify({ name: "", email: "not-an-email" }),
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "password"]);
  });
});

describe(`login (${dbKind})`, () => {
  it("signs in with the right password, any e-mail case", async () => {
    const { user, password } = await registerUser(t.app);
    const response = await exchange(guest(), "POST /api/login", {
      body: { email: user.email.toUpperCase(), password },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(user.id);
    expect(cookiesOf(response).token).toBeDefined();
  });

  // Their timings side by side: `npm run bench:api` prints them.
  it("answers an unknown e-mail and a wrong password identically, after an argon2 check of equal cost", async () => {
    const { user } = await registerUser(t.app);
    const wrong = () =>
      failure(
        guest().request("POST /api/login", { body: { email: user.email, password: "wrong password!" } }),
      );
    const unknown = () =>
      failure(
        guest().request("POST /api/login", {
          body: { email: uniqueEmail("nobody"), password: "wrong password!" },
        }),
      );
    argon2.verified.length = 0;
    const [a, b] = [await wrong(), await unknown()];
    expect(a.status).toBe(401);
    expect(b.status).toBe(a.status);
    expect(b.envelope).toEqual(a.envelope);
    expect(a.envelope).toEqual({ error: "The e-mail or password is incorrect.", code: "unauthorized" });
    // No account still costs one full check, against a stand-in hash made with the real settings, so the two
    // answers cannot be told apart by their timing either.
    expect(argon2.verified).toHaveLength(2);
    const [userHash, standIn] = argon2.verified;
    expect(standIn).not.toBe(userHash);
    expect(costOf(standIn)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(costOf(standIn)).toBe(costOf(userHash));
  });
});

describe(`refresh (${dbKind})`, () => {
  it("rotates: the new pair works and the old refresh token is spent", async () => {
    const { refreshToken } = await registerUser(t.app);
    const first = await refresh({ refresh_token: refreshToken });
    expect(first.status).toBe(200);
    const next = first.body;
    expect(next.refresh_token).not.toBe(refreshToken);
    const me = await apiClient(t.app, { token: next.token }).request("GET /api/user");
    expect(me.id).toBe(next.user.id);
  });

  it("accepts the refresh-token cookie", async () => {
    const { refreshToken } = await registerUser(t.app);
    const response = await refresh(undefined, { cookie: `refresh-token=${refreshToken}` });
    expect(response.status).toBe(200);
    expect(cookiesOf(response)["refresh-token"]?.value).toBe(response.body.refresh_token);
  });

  it("refuses a missing or unknown token with 401 and clears the cookies", async () => {
    expect((await failure(refresh({}))).status).toBe(401);
    const unknown = await failure(refresh({ refresh_token: "nope" }));
    expect(unknown.status).toBe(401);
    expect(cookiesOf(unknown).token?.value).toBe("");
  });

  it("a replay after the grace window revokes the whole family", async () => {
    const { refreshToken } = await registerUser(t.app);
    const rotated = (await refresh({ refresh_token: refreshToken })).body;
    await ageUsedTokens(t.database.db);
    const replay = await failure(refresh({ refresh_token: refreshToken }));
    expect(replay.status).toBe(401);
    const child = await failure(refresh({ refresh_token: rotated.refresh_token }));
    expect(child.status).toBe(401);
    // The access tokens of the family end with it.
    const me = apiClient(t.app, { token: rotated.token }).request("GET /api/user");
    expect((await failure(me)).status).toBe(401);
  });

  it("answers concurrent refreshes with one token with one and the same child, never a sibling", async () => {
    const { refreshToken, user } = await registerUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => refresh({ refresh_token: refreshToken })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const children = new Set(responses.map((r) => r.body.refresh_token));
    expect(children.size).toBe(1);
    const [child = ""] = children;
    expect(child).not.toBe(refreshToken);
    expect(await liveTokensOf(user.id)).toEqual({ families: 1, unused: 1 });
    const next = await refresh({ refresh_token: child });
    expect(next.status).toBe(200);
    for (const r of responses) {
      expect((await apiClient(t.app, { token: r.body.token }).request("GET /api/user")).id).toBe(user.id);
    }
  });

  it("gives a token replayed within the grace window the same child, so a later reuse is still caught", async () => {
    const { refreshToken } = await registerUser(t.app);
    const owner = (await refresh({ refresh_token: refreshToken })).body;
    const thief = (await refresh({ refresh_token: refreshToken })).body;
    expect(thief.refresh_token).toBe(owner.refresh_token);
    // The owner moves on; the thief comes back with the child once the grace window has passed.
    const ownerNext = (await refresh({ refresh_token: owner.refresh_token })).body;
    await ageUsedTokens(t.database.db);
    expect((await failure(refresh({ refresh_token: thief.refresh_token }))).status).toBe(401);
    expect((await failure(refresh({ refresh_token: ownerNext.refresh_token }))).status).toBe(401);
  });
});

/** Counts a user's live refresh-token families and the tokens in them not yet used. */
async function liveTokensOf(userId: string) {
  const result = await t.database.db.execute(
    sql`select count(distinct family_id)::int as families, count(*) filter (where used_at is null)::int as unused
        from refresh_tokens where user_id = ${userId} and revoked_at is null`,
  );
  return (result as unknown as { rows: { families: number; unused: number }[] }).rows[0];
}

describe(`logout (${dbKind})`, () => {
  it("revokes the session and clears the cookies", async () => {
    const { token, refreshToken } = await registerUser(t.app);
    const client = apiClient(t.app, { headers: { cookie: `token=${token}; refresh-token=${refreshToken}` } });
    const response = await exchange(client, "POST /api/logout");
    expect(response.status).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies.token?.value).toBe("");
    expect(cookies["refresh-token"]?.value).toBe("");
    expect((await failure(refresh({ refresh_token: refreshToken }))).status).toBe(401);
  });

  it("ends the session's access token at once, not when it expires", async () => {
    const { token, refreshToken, user } = await registerUser(t.app);
    const other = await guest().request("POST /api/login", {
      body: { email: user.email, password: STRONG_PASSWORD },
    });
    const me = (bearer: string) => apiClient(t.app, { token: bearer }).request("GET /api/user");
    const client = apiClient(t.app, { headers: { cookie: `token=${token}; refresh-token=${refreshToken}` } });
    await client.request("POST /api/logout");
    expect((await failure(me(token))).status).toBe(401);
    // Only that sign-in ends: another device stays signed in.
    expect((await me(other.token)).id).toBe(user.id);
  });

  it("is harmless for a guest", async () => {
    expect((await exchange(guest(), "POST /api/logout")).status).toBe(200);
  });
});
