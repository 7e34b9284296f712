import type { ChecklistRow } from "@listful/db";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { createLiveService } from "./live.service.ts";
import { createLiveBus } from "./live-bus.ts";
import { createLiveHub } from "./live-hub.ts";

/** Live lists on this instance: who may listen, and the hub that tells every open page of each change. */
export function createLive(
  app: FastifyInstance,
  deps: { redis: Redis | undefined; findById: (id: string) => Promise<ChecklistRow | undefined> },
) {
  const live = createLiveService({ findById: deps.findById });
  const liveHub = createLiveHub({
    bus: createLiveBus({ redis: deps.redis, log: app.log }),
    revisionOf: live.revisionOf,
  });
  app.addHook("onClose", async () => liveHub.stop());
  return { live, liveHub };
}
