import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type ApiClient,
  type ApiError,
  createApiClient,
  type EndpointKey,
  isApiError,
  type RequestArgs,
  type ResponseOf,
  type User,
} from "@listful/contracts";
import { type DatabaseHandle, eq, users } from "@listful/db";
import { createTestDatabase, testDatabaseKind } from "@listful/db/testing";
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../src/app.ts";
import { type AppConfig, loadConfig } from "../src/env.ts";
import { injectFetch } from "../src/lib/inject-fetch.ts";

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

/** Another app on a test app's database, whose log (info and above) the test reads as parsed entries. */
export async function createLoggedTestApp(
  base: TestApp,
  config: Partial<AppConfig> = {},
): Promise<TestApp & { logged(): Record<string, unknown>[] }> {
  const lines: string[] = [];
  const logged = await createTestApp({
    config: { ...base.config, logLevel: "info", ...config },
    database: base.database,
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
  });
  return { ...logged, logged: () => lines.map((line) => JSON.parse(line)) };
}

export const dbKind = testDatabaseKind();

/** The headers of a JSON call from the app's own page, signed in when a token is given. */
export function browserHeaders(token?: string): Record<string, string> {
  return {
    origin: ORIGIN,
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * The typed API client over `app.inject`, calling as the app's page does (same origin, JSON), with a bearer
 * token when given, from `ip` when given.
 */
export function apiClient(
  app: FastifyInstance,
  options: { token?: string; ip?: string; headers?: Record<string, string> } = {},
): ApiClient {
  return createApiClient({
    baseUrl: ORIGIN,
    fetch: injectFetch(app, options.ip),
    headers: {
      origin: ORIGIN,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
}

/** A call's status and headers with its typed answer, for tests that look at more than the answer. */
export async function exchange<K extends EndpointKey>(
  client: ApiClient,
  key: K,
  ...options: RequestArgs<K>
): Promise<{ status: number; headers: Headers; body: ResponseOf<K> }> {
  const response = await client.requestRaw(key, ...options);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** The error a call fails with; a call that succeeds fails the test. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("The call succeeded; it was expected to fail.");
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export type Registered = {
  token: string;
  refreshToken: string;
  user: User;
  password: string;
  /** The API as this user, by bearer token. */
  api: ApiClient;
};

export async function registerUser(
  app: FastifyInstance,
  input: { name?: string; email?: string; password?: string; ip?: string } = {},
): Promise<Registered> {
  const password = input.password ?? STRONG_PASSWORD;
  const body = await apiClient(app, input.ip ? { ip: input.ip } : {}).request("POST /api/register", {
    body: { name: input.name ?? "Test User", email: input.email ?? uniqueEmail(), password },
  });
  return {
    token: body.token,
    refreshToken: body.refresh_token,
    user: body.user,
    password,
    api: apiClient(app, { token: body.token }),
  };
}

/** Gives a user these roles (as `npm run user:promote` would), straight in the database. */
export async function setRoles(t: TestApp, userId: string, roles: string[]): Promise<void> {
  await t.database.db.update(users).set({ roles }).where(eq(users.id, userId));
}

/** The cookies a response sets, by name. */
export function cookiesOf(response: { headers: Headers }): Record<string, { value: string; attrs: string }> {
  const out: Record<string, { value: string; attrs: string }> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attrs] = line.split(";");
    const index = pair.indexOf("=");
    out[pair.slice(0, index).trim()] = { value: pair.slice(index + 1), attrs: attrs.join(";").trim() };
  }
  return out;
}
