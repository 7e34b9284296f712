import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import { sql } from "@listful/db";
import { createTestDatabase } from "@listful/db/testing";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { HttpError } from "../src/errors.ts";
import { ACCESS_TOKEN_LIFETIME_MS, createAccessTokens } from "../src/modules/auth/access-token.ts";
import { createRefreshTokenRepository } from "../src/modules/auth/refresh-token.repository.ts";
import { createSessionRevocations } from "../src/modules/auth/session-revocations.ts";
import { createUserRepository } from "../src/modules/user/user.repository.ts";
import { installAuthGuard } from "../src/plugins/auth.ts";
import { installErrorHandler } from "../src/plugins/error-handler.ts";
import {
  apiClient,
  createTestApp,
  dbKind,
  exchange,
  ORIGIN,
  registerUser,
  setRoles,
  type TestApp,
} from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.log.level = "silent";
});
afterAll(() => t.close());

const SECRET = "test-secret-test-secret-test-secret-0123456789";

describe(`errors and headers (${dbKind})`, () => {
  it("answers an unknown API route with JSON 404", async () => {
    // Addresses no endpoint has, which the typed client cannot name.
    for (const url of ["/api/nope", "/api", "/api/user/extra/bits"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { origin: ORIGIN } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json()).toEqual({ error: "There is no such API endpoint.", code: "not_found" });
    }
  });

  it("never leaks a stack, SQL or secret in a 500, and gives a request id", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: t.config, database, web: false, mailWorker: false, logger: false });
    // A query that fails inside the database: its SQL text and parameters must not reach the client.
    app.get("/api/test-broken", { config: { public: true } }, async () => {
      await database.db.execute(sql`select * from no_such_table where secret = ${SECRET}`);
    });
    try {
      const response = await app.inject({ method: "GET", url: "/api/test-broken" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: "Something went wrong. Try later.",
        code: "internal_error",
        requestId: expect.any(String),
      });
      expect(response.body).not.toMatch(/no_such_table|select|secret|at \w+ \(/i);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("logs every 5xx with its request id, the app's own 503s included", async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...t.config, logLevel: "info" },
      database,
      web: false,
      mailWorker: false,
      logStream: { write: (line) => void lines.push(line) },
    });
    app.get("/api/test-busy", { config: { public: true } }, async () => {
      throw new HttpError(503, "service_unavailable", "Busy, try again.", { cause: new Error("queue full") });
    });
    app.get("/api/test-crash", { config: { public: true } }, async () => {
      throw new Error("kaput");
    });
    try {
      for (const [url, status] of [
        ["/api/test-busy", 503],
        ["/api/test-crash", 500],
      ] as const) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(status);
        const requestId = response.json().requestId ?? response.headers["x-request-id"];
        const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 40);
        const entry = logged.find(
          (candidate) => candidate.reqId && (!requestId || candidate.reqId === requestId),
        );
        expect(entry, url).toBeDefined();
        expect(JSON.stringify(entry)).toMatch(status === 503 ? /queue full/ : /kaput/);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("lets only admins through the admin guard, reading the roles afresh, and answers everyone else 404", async () => {
    // The guard as the API installs it, on a route of its own (no admin routes exist yet).
    const app = Fastify();
    await app.register(fastifyCookie);
    installErrorHandler(app);
    installAuthGuard(app, {
      accessTokens: createAccessTokens(t.config.jwtSecret),
      users: createUserRepository(t.database.db),
      revocations: createSessionRevocations({
        ttlMs: ACCESS_TOKEN_LIFETIME_MS,
        isSessionLive: createRefreshTokenRepository(t.database.db).isFamilyLive,
      }),
    });
    app.get("/api/test-admin", { config: { admin: true } }, async () => ({ ok: true }));
    try {
      const { token, user } = await registerUser(t.app);
      const ask = () =>
        app.inject({ method: "GET", url: "/api/test-admin", headers: { authorization: `Bearer ${token}` } });
      expect((await app.inject({ method: "GET", url: "/api/test-admin" })).statusCode).toBe(404);
      expect((await ask()).statusCode).toBe(404);
      await setRoles(t, user.id, ["ROLE_USER", "ROLE_ADMIN"]);
      expect((await ask()).statusCode).toBe(200);
      // The same token: the role is gone the moment it is taken away.
      await setRoles(t, user.id, ["ROLE_USER"]);
      expect((await ask()).statusCode).toBe(404);
      expect((await ask()).json()).toMatchObject({
        error: "There is no such API endpoint.",
        code: "not_found",
      });
    } finally {
      await app.close();
    }
  });

  it("sends the security headers", async () => {
    const { headers } = await exchange(apiClient(t.app), "GET /healthz");
    const csp = String(headers.get("content-security-policy"));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps its own locked-down policy on stored images and backgrounds", async () => {
    // A stored file as previews and uploads are kept, fetched as a browser opens it on its own.
    mkdirSync(path.join(t.config.uploadsDir, "previews"), { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, "previews", "probe.webp"), "RIFF....WEBP");
    const upload = await t.app.inject({ method: "GET", url: "/media/u/previews/probe.webp" });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(upload.headers["x-content-type-options"]).toBe("nosniff");
    const background = await t.app.inject({ method: "GET", url: "/media/backgrounds/dots.svg" });
    expect(background.statusCode).toBe(200);
    expect(background.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it("sends HSTS in production", async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: "production", PUBLIC_URL: "https://listful.example" },
    });
    try {
      const response = await prod.app.inject({ method: "GET", url: "/healthz" });
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
    }
  });
});

describe(`health (${dbKind})`, () => {
  it("answers /healthz and /readyz", async () => {
    const guest = apiClient(t.app);
    expect(await guest.request("GET /healthz")).toEqual({ status: "ok" });
    const ready = await exchange(guest, "GET /readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready", database: dbKind });
  });
});

describe("framing", () => {
  it("lets other sites frame only the embed view", async () => {
    const web = await createTestApp({ web: {} });
    try {
      const embed = await web.app.inject({
        method: "GET",
        url: "/view?id=00000000-0000-4000-8000-000000000000&embed=1",
      });
      expect(String(embed.headers["content-security-policy"])).toContain("frame-ancestors *");
      expect(String(embed.headers["content-security-policy"])).not.toContain("google.com");
      expect(embed.headers["x-frame-options"]).toBeUndefined();
      expect(embed.headers["x-listful-framable"]).toBeUndefined();
      for (const url of ["/view?id=00000000-0000-4000-8000-000000000000", "/", "/login", "/view/embed=1"]) {
        const page = await web.app.inject({ method: "GET", url });
        expect(String(page.headers["content-security-policy"]), url).toContain("frame-ancestors 'none'");
        expect(page.headers["x-frame-options"], url).toBe("DENY");
      }
    } finally {
      await web.close();
    }
  });
});
