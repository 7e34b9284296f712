import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

/** How long a starting instance waits for Redis before it starts without it. */
const READY_WAIT_MS = 1_000;

/**
 * The one Redis connection of an instance (REDIS_URL): shared rate-limit counters, sign-in failure counts
 * and ended sessions. A command never waits for Redis: while it is away commands fail at once, and each
 * user falls back to what the instance can do alone, so an outage slows no request down.
 */
export async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Without a listener, ioredis reports every failed reconnection as an unhandled error event.
  redis.on("error", (error: Error) => app.log.debug({ err: error }, "redis unavailable"));
  app.addHook("onClose", async () => void redis.disconnect());
  await new Promise<void>((resolve) => {
    redis.once("ready", resolve);
    setTimeout(resolve, READY_WAIT_MS).unref();
  });
  return redis;
}
