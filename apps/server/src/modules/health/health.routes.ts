import type { DatabaseHandle } from "@listful/db";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";

/** Whether the instance has begun to stop; set by the shutdown in server.ts. */
export type Lifecycle = { stopping: boolean };

export async function healthRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; lifecycle: Lifecycle },
) {
  endpoint(app, "GET /healthz", {}, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (deps.lifecycle.stopping) return reply.status(503).send({ status: "stopping" });
    return { status: "ok" };
  });

  endpoint(app, "GET /readyz", {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await deps.database.ping();
      return { status: "ready", database: deps.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable", database: deps.database.kind });
    }
  });
}
