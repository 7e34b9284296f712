import type { Redis } from "ioredis";

/** Sorted set of ended sessions (member: session id, score: until when, in ms), and its channel. */
const KEY = "listful-ended-sessions";
const CHANNEL = "listful-ended-sessions";
const RESYNC_MS = 1_000;

export type SessionRevocations = {
  /** Marks a session ended for as long as an access token issued in it can still be valid. */
  revoke(sessionId: string): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
  close(): void;
};

/**
 * The sessions ended in the last access-token lifetime (sign-out, refresh-token reuse), kept in memory so
 * a request costs no database round trip. With Redis, every instance keeps the same list: an ending is
 * published to all and added to a sorted set, from which an instance that (re)connects catches up. While
 * an instance is not in step with Redis it asks the database instead, so it never accepts a session that
 * another instance ended.
 */
export function createSessionRevocations(deps: {
  ttlMs: number;
  redis?: Redis | undefined;
  /** The database's answer, asked only while this instance may have missed an ending. */
  isSessionLive(sessionId: string): Promise<boolean>;
  now?: () => number;
}): SessionRevocations {
  const now = deps.now ?? Date.now;
  const ended = new Map<string, number>();
  function remember(sessionId: string, until: number) {
    // Each ending lives as long as the last, so the oldest are at the front.
    for (const [id, time] of ended) {
      if (time > now()) break;
      ended.delete(id);
    }
    if (until > now() && until > (ended.get(sessionId) ?? 0)) ended.set(sessionId, until);
  }
  const isEndedHere = (sessionId: string) => (ended.get(sessionId) ?? 0) > now();
  const shared = deps.redis ? shareThroughRedis(deps.redis, remember, now) : undefined;

  return {
    async revoke(sessionId) {
      const until = now() + deps.ttlMs;
      remember(sessionId, until);
      await shared?.publish(sessionId, until);
    },
    async isRevoked(sessionId) {
      if (isEndedHere(sessionId)) return true;
      if (!shared || shared.isInStep()) return false;
      return !(await deps.isSessionLive(sessionId));
    },
    close: () => shared?.close(),
  };
}

function shareThroughRedis(
  redis: Redis,
  remember: (sessionId: string, until: number) => void,
  now: () => number,
) {
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  // Endings this instance could not publish, sent again once Redis is back.
  const unpublished = new Map<string, number>();
  let isInStep = false;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;

  function outOfStep() {
    isInStep = false;
    if (retry || isClosed) return;
    retry = setTimeout(() => {
      retry = undefined;
      void catchUp();
    }, RESYNC_MS);
    retry.unref();
  }

  async function publish(sessionId: string, until: number) {
    try {
      const results = await redis
        .multi()
        .zadd(KEY, until, sessionId)
        .zremrangebyscore(KEY, "-inf", now())
        .publish(CHANNEL, `${sessionId} ${until}`)
        .exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error("redis transaction aborted");
      unpublished.delete(sessionId);
    } catch {
      unpublished.set(sessionId, until);
      outOfStep();
    }
  }

  /** Listens, then reads what was ended before, so nothing falls between the two. */
  async function catchUp() {
    try {
      await subscriber.subscribe(CHANNEL);
      const entries = await redis.zrangebyscore(KEY, now(), "+inf", "WITHSCORES");
      for (let i = 0; i + 1 < entries.length; i += 2) remember(entries[i] as string, Number(entries[i + 1]));
      for (const [sessionId, until] of unpublished) await publish(sessionId, until);
      if (unpublished.size === 0) isInStep = true;
    } catch {
      outOfStep();
    }
  }

  subscriber.on("message", (_channel: string, message: string) => {
    const [sessionId, until] = message.split(" ");
    if (sessionId) remember(sessionId, Number(until));
  });
  subscriber.on("error", () => undefined); // reconnection is ioredis's; being out of step is ours
  subscriber.on("close", outOfStep);
  subscriber.on("ready", () => void catchUp());

  return {
    publish,
    isInStep: () => isInStep,
    close() {
      isClosed = true;
      clearTimeout(retry);
      subscriber.disconnect();
    },
  };
}
