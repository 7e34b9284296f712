import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { AppConfig } from "../env.ts";
import { tooManyRequests } from "../errors.ts";

export type Limit = {
  /** Distinguishes the counters of different limits that share a key. */
  name: string;
  max: number;
  windowMs: number;
  /** Whose counter a request counts on: its address unless said (a person, a visitor). */
  by?: (request: FastifyRequest) => string;
};

export type Limiter = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    limiter(limit: Limit): Limiter;
  }
}

/**
 * Per-address rate limits that routes opt into, counted in memory or in Redis when REDIS_URL is set, so
 * several instances share their counters. A limited request gets 429 with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig, redis: Redis | undefined) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "listful-rl-" } : {}),
    skipOnError: true,
  });

  app.decorate("limiter", (limit: Limit): Limiter => {
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request: FastifyRequest) => `${limit.name}:${limit.by?.(request) ?? request.ip}`,
    });
    return async (request) => {
      if (!config.rateLimits) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw tooManyRequests(
          "Too many requests. Please wait a moment and try again.",
          Math.max(1, Math.ceil(result.ttl / 1000)),
        );
      }
    };
  });
}
