import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { type LiveEvent, type LiveEventHandler, readLiveEvent } from "./live-events.ts";

/** The one Redis channel every instance publishes its lists' events on. */
const CHANNEL = "listful:live";

export type LiveBus = {
  /** This instance's name among the others, fresh at every start. */
  readonly instance: string;
  /** Tells this instance at once, and the others through Redis when it answers. */
  publish: (event: LiveEvent) => void;
  subscribe: (handler: LiveEventHandler) => void;
  /** Told when Redis answers again after a break: what the others did meanwhile may have been missed. */
  onReconnect: (handler: () => void) => void;
  close: () => void;
};

/**
 * Events between instances: Redis pub/sub where REDIS_URL is set, this process alone otherwise (so one
 * instance without Redis is whole). Redis away, each instance goes on alone and catches up when it is back.
 */
export function createLiveBus(options: { redis: Redis | undefined; log: FastifyBaseLogger }): LiveBus {
  const instance = randomUUID();
  const handlers: LiveEventHandler[] = [];
  const reconnectHandlers: (() => void)[] = [];
  const deliver = (event: LiveEvent) => {
    for (const handler of handlers) handler(event);
  };

  const { redis, log } = options;
  const subscriber = redis?.duplicate();
  if (subscriber) {
    let hasBeenReady = false;
    subscriber.on("error", (error: Error) => log.debug({ err: error }, "live: redis unavailable"));
    subscriber.on("ready", () => {
      subscriber
        .subscribe(CHANNEL)
        .catch((error: unknown) => log.warn({ err: error }, "live: no subscription"));
      if (hasBeenReady) for (const handler of reconnectHandlers) handler();
      hasBeenReady = true;
    });
    subscriber.on("message", (_channel: string, text: string) => {
      const envelope = readEnvelope(text);
      if (envelope && envelope.from !== instance) deliver(envelope.event);
    });
  }

  return {
    instance,
    publish(event) {
      deliver(event);
      redis
        ?.publish(CHANNEL, JSON.stringify({ from: instance, event }))
        .catch((error: unknown) => log.debug({ err: error }, "live: event not shared"));
    },
    subscribe: (handler) => void handlers.push(handler),
    onReconnect: (handler) => void reconnectHandlers.push(handler),
    close: () => subscriber?.disconnect(),
  };
}

function readEnvelope(text: string): { from: string; event: LiveEvent } | undefined {
  try {
    const value = JSON.parse(text) as { from?: unknown; event?: unknown };
    const event = readLiveEvent(value.event);
    return typeof value.from === "string" && event ? { from: value.from, event } : undefined;
  } catch {
    return undefined;
  }
}
