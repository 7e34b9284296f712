import type { Redis } from "ioredis";

export type FailureCount = { count: number; lastAt: number };

/** Failures counted per key (an account, an address); a key forgets them `windowMs` after its last one. */
export type FailureCounts = {
  read(keys: readonly string[]): Promise<FailureCount[]>;
  /** Counts one more failure for each key, now, and answers the new counts. */
  add(keys: readonly string[]): Promise<FailureCount[]>;
  clear(key: string): Promise<void>;
};

const NONE: FailureCount = { count: 0, lastAt: 0 };
/** An attacker spreading over many keys costs memory; past this the oldest are forgotten first. */
const MAX_KEYS = 100_000;

/**
 * In Redis when it is given, so every instance sees the same counts; in memory otherwise, and for each call
 * Redis cannot answer, so an outage never lifts the counting altogether.
 */
export function createFailureCounts(options: {
  windowMs: number;
  redis?: Redis | undefined;
  now?: () => number;
}): FailureCounts {
  const now = options.now ?? Date.now;
  const memory = memoryCounts(options.windowMs, now);
  return options.redis ? redisCounts(options.redis, options.windowMs, now, memory) : memory;
}

function memoryCounts(windowMs: number, now: () => number): FailureCounts {
  // In order of last failure, oldest first, so the expired ones are at the front.
  const counts = new Map<string, FailureCount>();
  const live = (key: string) => {
    const count = counts.get(key);
    return count && now() - count.lastAt < windowMs ? count : undefined;
  };
  function prune() {
    for (const [key, count] of counts) {
      if (now() - count.lastAt < windowMs && counts.size < MAX_KEYS) break;
      counts.delete(key);
    }
  }
  return {
    read: async (keys) => keys.map((key) => live(key) ?? NONE),
    async add(keys) {
      prune();
      const lastAt = now();
      return keys.map((key) => {
        const next = { count: (live(key)?.count ?? 0) + 1, lastAt };
        counts.delete(key);
        counts.set(key, next);
        return next;
      });
    },
    clear: async (key) => void counts.delete(key),
  };
}

const PREFIX = "listful-fail:";

/** Answers of a Redis batch in order; any error fails the whole batch. */
function answersOf(results: [Error | null, unknown][] | null): unknown[] {
  if (!results) throw new Error("redis transaction aborted");
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

function redisCounts(
  redis: Redis,
  windowMs: number,
  now: () => number,
  fallback: FailureCounts,
): FailureCounts {
  return {
    async read(keys) {
      try {
        const batch = redis.pipeline();
        for (const key of keys) batch.hmget(PREFIX + key, "count", "at");
        return answersOf(await batch.exec()).map((value) => {
          const [count = 0, lastAt = 0] = (value as (string | null)[]).map(Number);
          return count ? { count, lastAt } : NONE;
        });
      } catch {
        return fallback.read(keys);
      }
    },
    async add(keys) {
      const lastAt = now();
      try {
        const batch = redis.multi();
        for (const key of keys) {
          batch
            .hincrby(PREFIX + key, "count", 1)
            .hset(PREFIX + key, "at", lastAt)
            .pexpire(PREFIX + key, windowMs);
        }
        // Three answers per key; the first is the new count.
        const answers = answersOf(await batch.exec()).filter((_, index) => index % 3 === 0);
        return answers.map((count) => ({ count: Number(count), lastAt }));
      } catch {
        return fallback.add(keys);
      }
    },
    async clear(key) {
      await redis.del(PREFIX + key).catch(() => undefined);
      await fallback.clear(key);
    },
  };
}
