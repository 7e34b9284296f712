import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_CHROMIUM_PATH } from "./lib/chromium.ts";
import { type PaddleConfig, readPaddleConfig } from "./lib/paddle-config.ts";

const flag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"])
  .transform((v) => ["true", "1", "on", "yes"].includes(v));
const optionalUrl = z.url().optional();

/** Every variable the server reads; `.env.example` documents each one. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().default("false"),
  RATE_LIMITS: flag.default(true),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Listful <hello@listful.app>"),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  CONTACT_EMAIL: z.email().default("hello@listful.app"),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  BLOG_API_URL: optionalUrl,
  BLOG_URL: optionalUrl,
  BLOG_API_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1_500),
  GOOGLE_CLIENT_ID: z.string().max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().max(500).optional(),
  FACEBOOK_CLIENT_ID: z.string().max(500).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().max(500).optional(),
  CHROMIUM_PATH: z.string().min(1).default(DEFAULT_CHROMIUM_PATH),
  PDF_PAGES: z.coerce.number().int().min(1).max(16).default(2),
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(16),
  FREE_MODE: flag.default(false),
  PADDLE_API_KEY: z.string().optional(),
  PADDLE_CLIENT_TOKEN: z.string().optional(),
  PADDLE_WEBHOOK_SECRET: z.string().optional(),
  PADDLE_PRICE_MONTHLY: z.string().optional(),
  PADDLE_PRICE_YEARLY: z.string().optional(),
  PADDLE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  PADDLE_VENDOR_ID: z.coerce.number().int().min(1).default(10080),
  PADDLE_API_URL: optionalUrl,
  PADDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  SHUTDOWN_NOTICE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
});

/** As Fastify takes it: off, on, a list of addresses, or the number of proxy hops to trust. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** An S3-compatible bucket, where stored images go instead of a local folder. */
export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type AppConfig = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** An S3-compatible bucket for stored images instead of `uploadsDir`. */
  s3: S3Settings | undefined;
  database: { kind: "postgres"; url: string; poolSize: number } | { kind: "pglite"; dataDir: string };
  jwtSecret: string;
  logLevel: string;
  trustProxy: TrustProxy;
  rateLimits: boolean;
  redisUrl: string | undefined;
  mail: { smtpUrl: string | undefined; from: string; directory: string; retryBaseMs: number; pollMs: number };
  contactEmail: string;
  recaptcha: { siteKey: string | undefined; secret: string | undefined; minScore: number; verifyUrl: string };
  /**
   * Free mode: no payments are configured, so nothing is premium-only (docs/PRODUCT.md, Premium and free
   * mode).
   */
  isFree: boolean;
  /** The header's Blog link: BLOG_URL with WordPress, else Listful's own /blog. */
  blogUrl: string;
  /** The providers people may sign in with; null where the pair of settings is not given. */
  signIn: { google: OAuthClient | null; facebook: OAuthClient | null };
  blog: { apiUrl: string | undefined; timeoutMs: number; cacheMs: number };
  pdf: { chromiumPath: string; pages: number; queueMax: number };
  /** Paddle Billing; undefined is free mode (pricing hidden, everything unlocked). */
  paddle: PaddleConfig | undefined;
  /** What GET /metrics asks for as a bearer token; without it there is no /metrics. */
  metricsToken: string | undefined;
  /** How long a stopping instance still accepts while its health check fails, so balancers stop sending. */
  shutdownNoticeMs: number;
  /** How long a stopping instance lets its requests in flight finish, notice included. */
  shutdownDeadlineMs: number;
};

export type OAuthClient = { clientId: string; clientSecret: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once at boot; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty value (`DATABASE_URL=` in .env) means "not set".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither",
    );
  }
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)",
    );
  }
  const signIn = {
    google: oauthClient("GOOGLE", e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
    facebook: oauthClient("FACEBOOK", e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
  };
  const { paddle, missing } = readPaddleConfig(e);
  if (missing.length > 0) {
    const lines = missing.map(
      (name) => `  ${name}: required with the other Paddle settings (or set FREE_MODE=true)`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: path.join(dataDir, "db") },
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: e.RATE_LIMITS,
    redisUrl: e.REDIS_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      directory: path.join(dataDir, "mail"),
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      pollMs: e.MAIL_POLL_MS,
    },
    contactEmail: e.CONTACT_EMAIL,
    recaptcha: {
      siteKey: e.RECAPTCHA_SITE_KEY,
      secret: e.RECAPTCHA_SECRET,
      minScore: e.RECAPTCHA_MIN_SCORE,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
    },
    isFree: !paddle,
    blogUrl: e.BLOG_API_URL ? (e.BLOG_URL ?? new URL(e.BLOG_API_URL).origin) : "/blog",
    blog: { apiUrl: e.BLOG_API_URL, timeoutMs: e.BLOG_API_TIMEOUT_MS, cacheMs: 5 * 60_000 },
    signIn,
    pdf: { chromiumPath: e.CHROMIUM_PATH, pages: e.PDF_PAGES, queueMax: e.PDF_QUEUE_MAX },
    paddle,
    metricsToken: e.METRICS_TOKEN,
    shutdownNoticeMs: e.SHUTDOWN_NOTICE_MS,
    shutdownDeadlineMs: e.SHUTDOWN_DEADLINE_MS,
  };
}

/** A provider's client id and secret come as a pair: one without the other is a mistake, not "off". */
function oauthClient(prefix: string, clientId?: string, clientSecret?: string): OAuthClient | null {
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    const [given, missing] = clientId ? ["ID", "SECRET"] : ["SECRET", "ID"];
    throw new ConfigError(
      `Invalid configuration:\n  ${prefix}_CLIENT_${missing}: required with ${prefix}_CLIENT_${given} (set both or neither)`,
    );
  }
  return { clientId, clientSecret };
}

function parseTrustProxy(value: string): TrustProxy {
  if (["false", "0", "no", "off", ""].includes(value)) return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(",").map((s) => s.trim());
}

/** Development and tests keep a generated secret in the data directory so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
