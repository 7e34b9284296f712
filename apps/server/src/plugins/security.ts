import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppConfig } from "../env.ts";
import { HttpError } from "../errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
  interface FastifyContextConfig {
    /** Server-to-server calls (payment webhooks) that carry no browser Origin. */
    allowCrossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Security headers for every response, a per-request CSP nonce for React Router's inline scripts, and the
 * same-origin rule for every state-changing request.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false, // written per request below, with its nonce
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);

  app.decorateRequest("cspNonce", "");
  // helmet sends X-Frame-Options: DENY everywhere; the embed view alone drops it.
  app.addHook("onSend", async (_request, reply) => {
    if (reply.raw.getHeader("x-listful-framable")) {
      reply.raw.removeHeader("x-listful-framable");
      reply.removeHeader("x-frame-options");
    }
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/api/")) {
      // JSON is never rendered as a page: nothing may load from it, and it needs no nonce.
      reply.header("content-security-policy", API_POLICY);
    } else {
      request.cspNonce = randomBytes(16).toString("base64");
      const framable = isEmbedView(request.url);
      reply.header("content-security-policy", contentSecurityPolicy(request.cspNonce, config, framable));
      if (framable) reply.raw.setHeader("x-listful-framable", "1");
    }
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossSite) return;
    if (!isSameOrigin(request, allowedOrigins)) {
      throw new HttpError(403, "forbidden", "Cross-site requests are not allowed.");
    }
  });
}

/** The embedded checklist view is the one page other sites may put in a frame. */
export function isEmbedView(url: string): boolean {
  const [path = "", query = ""] = url.split("?", 2);
  if (path !== "/view") return false;
  const embed = new URLSearchParams(query).get("embed");
  return embed === "1" || embed === "true";
}

function isSameOrigin(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin) return allowed.has(origin) || origin === `${request.protocol}://${request.host}`;
  const site = request.headers["sec-fetch-site"];
  return site === "same-origin" || site === "none";
}

function contentSecurityPolicy(nonce: string, config: AppConfig, framable = false): string {
  const dev = config.env === "development";
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": framable ? ["*"] : ["'none'"],
    "form-action": ["'self'"],
    // The embed loads no third-party script at all.
    "script-src": framable
      ? ["'self'", `'nonce-${nonce}'`]
      : [
          "'self'",
          `'nonce-${nonce}'`,
          "https://www.google.com/recaptcha/",
          "https://www.gstatic.com/recaptcha/",
        ],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "frame-src": framable
      ? ["'none'"]
      : ["'self'", "https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    "worker-src": ["'self'", "blob:"],
  };
  if (config.paddle && !framable) allowPaddle(directives);
  if (config.isProduction && config.publicUrl.startsWith("https:"))
    directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Paddle.js comes from Paddle's CDN, asks its checkout service for prices and draws the checkout in a frame. */
function allowPaddle(directives: Record<string, string[]>) {
  directives["script-src"]?.push("https://cdn.paddle.com");
  directives["style-src"]?.push("https://cdn.paddle.com");
  directives["connect-src"]?.push("https://*.paddle.com");
  directives["frame-src"]?.push("https://*.paddle.com");
  directives["img-src"]?.push("https://*.paddle.com");
}
