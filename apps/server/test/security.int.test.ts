import { eq, users } from "@listful/db";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  browserHeaders,
  createTestApp,
  dbKind,
  failure,
  ORIGIN,
  registerUser,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.log.level = "silent";
});
afterAll(() => t.close());

const SECRET = "test-secret-test-secret-test-secret-0123456789";

function apiRoutes() {
  return t.app.routeTable.filter(
    (r) => r.url.startsWith("/api") && r.method !== "HEAD" && !r.url.includes("*"),
  );
}

function concrete(url: string) {
  return url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
}

describe(`authentication on every private route (${dbKind})`, () => {
  it("knows the private routes", () => {
    const privateRoutes = apiRoutes().filter((r) => !r.isPublic);
    expect(privateRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/user",
        "PATCH /api/user",
        "DELETE /api/user",
        "PATCH /api/user/change-password",
      ]),
    );
  });

  it("knows the admin routes, and every route under /api/admin is one", () => {
    const admin = apiRoutes().filter((r) => r.isAdmin);
    expect(admin.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        "GET /api/admin/testimonials",
        "POST /api/admin/testimonials",
        "PUT /api/admin/testimonials/:id",
        "GET /api/admin/templates",
        "PUT /api/admin/templates/order",
        "GET /api/admin/templates/stats",
        "POST /api/admin/template",
        "GET /api/admin/template/:id",
        "PUT /api/admin/template/:id",
        "DELETE /api/admin/template/:id",
        "POST /api/admin/template/:id/image-upload",
        "POST /api/admin/template/:id/publish",
        "POST /api/admin/template/:id/unpublish",
        "GET /api/admin/team",
        "POST /api/admin/team",
        "DELETE /api/admin/team/:id",
      ].sort(),
    );
    expect(apiRoutes().filter((r) => r.url.startsWith("/api/admin") && !r.isAdmin)).toEqual([]);
  });

  it("answers 401 without a token on every non-public route, and 404 on admin routes", async () => {
    // A walk over the route table itself, with empty bodies: the guard must answer before any body is read.
    for (const route of apiRoutes().filter((r) => !r.isPublic)) {
      const hasBody = route.method !== "GET" && route.method !== "DELETE";
      const response = await t.app.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        headers: hasBody ? browserHeaders() : { origin: ORIGIN },
        ...(hasBody ? { payload: "{}" } : {}),
      });
      // An admin route does not tell a guest it exists: it answers like an unknown endpoint.
      const expected = route.isAdmin
        ? { status: 404, code: "not_found" }
        : { status: 401, code: "unauthorized" };
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(expected.status);
      expect(response.json().code, `${route.method} ${route.url}`).toBe(expected.code);
    }
  });

  async function sign(
    claims: Record<string, unknown>,
    options: { secret?: string; typ?: string; exp?: string | number; subject?: string } = {},
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: options.typ ?? "at+jwt" })
      .setSubject(options.subject ?? "x")
      .setIssuer("listful")
      .setAudience("listful-api")
      .setIssuedAt()
      .setExpirationTime(options.exp ?? "15m")
      .sign(new TextEncoder().encode(options.secret ?? SECRET));
  }

  it("refuses expired, tampered, unsigned, foreign and wrong-type tokens", async () => {
    const { token, user } = await registerUser(t.app);
    const claims = { sid: "00000000-0000-4000-8000-000000000000", sv: 1 };
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, "base64url").toString());
    forged.sub = "00000000-0000-4000-8000-000000000001";
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "at+jwt" })).toString("base64url")}.${payload}.`;
    const cases: Record<string, string> = {
      expired: await sign(claims, { exp: Math.floor(Date.now() / 1000) - 60, subject: user.id }),
      tampered: `${header}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`,
      "alg none": unsigned,
      "other secret": await sign(claims, {
        secret: "another-secret-another-secret-another-1234",
        subject: user.id,
      }),
      "wrong type": await sign(claims, { typ: "JWT", subject: user.id }),
      "stale session version": await sign({ ...claims, sv: 0 }, { subject: user.id }),
      garbage: "not.a.token",
    };
    const me = (bearer: string) => apiClient(t.app, { token: bearer }).request("GET /api/user");
    expect((await me(token)).id).toBe(user.id);
    for (const [label, bad] of Object.entries(cases)) {
      expect((await failure(me(bad))).status, label).toBe(401);
    }
  });
});

describe(`hostile input (${dbKind})`, () => {
  it("refuses __proto__ and constructor payloads with 400", async () => {
    const { token } = await registerUser(t.app);
    for (const payload of [
      '{"__proto__":{"isAdmin":true},"name":"x"}',
      '{"constructor":{"prototype":{"a":1}},"name":"x"}',
    ]) {
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/user",
        headers: { origin: ORIGIN, "content-type": "application/json", authorization: `Bearer ${token}` },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("survives 10,000-deep JSON with a 4xx", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: `{"email":${deep},"password":"x"}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("refuses an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "The request body is too large.", code: "payload_too_large" });
  });

  it("refuses text/plain and form bodies with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { origin: ORIGIN, "content-type": type },
        payload: "email=a@b.co&password=x",
      });
      expect(response.statusCode, type).toBe(415);
    }
  });

  it("stores SQL metacharacters verbatim", async () => {
    const name = `Robert'); DROP TABLE users;-- "\\ %_`;
    const { api, user } = await registerUser(t.app, { name });
    expect((await api.request("GET /api/user")).name).toBe(name);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe(name);
  });

  it("refuses NUL bytes with 400, never 500", async () => {
    const guest = apiClient(t.app);
    const register = guest.request("POST /api/register", {
      body: { name: "Nul\u0000Byte", email: "nul@example.com", password: "a fine password\u0000" },
    });
    expect((await failure(register)).status).toBe(400);
    const login = guest.request("POST /api/login", {
      body: { email: "nul\u0000@example.com", password: "x" },
    });
    expect((await failure(login)).status).toBe(400);
  });

  it("refuses a body that is not valid UTF-8 with 400 and stores nothing", async () => {
    const { token, user } = await registerUser(t.app, { name: "Unchanged" });
    // Bytes no string can hold (C3 28 is a broken sequence, FF is never UTF-8), so sent raw.
    const payload = Buffer.concat([
      Buffer.from('{"name":"Bad '),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from(' Name"}'),
    ]);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: browserHeaders(token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The request body is not valid UTF-8.", code: "bad_request" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe("Unchanged");
  });

  it("refuses malformed JSON with a clear 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The request body is not valid JSON.");
  });
});

describe(`cross-site requests (${dbKind})`, () => {
  const body = JSON.stringify({ email: "a@example.com", password: "whatever123" });
  it("refuses a foreign Origin and a missing one with 403", async () => {
    for (const headers of [{ origin: "https://evil.example" }, {}, { "sec-fetch-site": "cross-site" }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "application/json", ...headers },
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe("forbidden");
    }
  });

  it("accepts same-origin by Origin or Sec-Fetch-Site", async () => {
    for (const headers of [{ origin: ORIGIN }, { "sec-fetch-site": "same-origin" }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "application/json", ...headers },
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });
});
