import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseHandle } from "@listful/db";
import { createTestDatabase, testDatabaseKind } from "@listful/db/testing";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type BuildAppOptions, buildApp } from "../src/app.ts";
import { type AppConfig, loadConfig } from "../src/env.ts";

export const ORIGIN = "http://localhost:3000";
export const STRONG_PASSWORD = "correct horse battery staple";

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "listful-test-")),
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    RATE_LIMITS: "false",
    LOG_LEVEL: "silent",
    PUBLIC_URL: ORIGIN,
    ...env,
  });
}

/** The API on a fresh database (PGlite, or PostgreSQL when the run asks for it), without the web app. */
export async function createTestApp(
  options: { env?: Record<string, string>; database?: DatabaseHandle } & Partial<BuildAppOptions> = {},
): Promise<TestApp> {
  const config = options.config ?? testConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, web: false, mailWorker: false, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export const dbKind = testDatabaseKind();

/** A browser-like call: same-origin, JSON. */
export function call(
  app: FastifyInstance,
  method: InjectOptions["method"],
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export type Registered = {
  token: string;
  refreshToken: string;
  user: { id: string; email: string; name: string };
};

export async function registerUser(
  app: FastifyInstance,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<Registered & { password: string }> {
  const password = input.password ?? STRONG_PASSWORD;
  const response = await call(app, "POST", "/api/register", {
    body: { name: input.name ?? "Test User", email: input.email ?? uniqueEmail(), password },
  });
  if (response.statusCode !== 200)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { token: body.token, refreshToken: body.refresh_token, user: body.user, password };
}

export function cookiesOf(
  response: LightMyRequestResponse,
): Record<string, { value: string; attrs: string }> {
  const header = response.headers["set-cookie"];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const out: Record<string, { value: string; attrs: string }> = {};
  for (const line of list) {
    const [pair = "", ...attrs] = line.split(";");
    const index = pair.indexOf("=");
    out[pair.slice(0, index).trim()] = { value: pair.slice(index + 1), attrs: attrs.join(";").trim() };
  }
  return out;
}
