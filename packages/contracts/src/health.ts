import { z } from "zod";

/** GET /healthz: the process is up. */
/** `stopping` (with 503) while an instance finishes its requests before it exits: balancers stop sending. */
export const HealthResponseSchema = z.object({ status: z.enum(["ok", "stopping"]) });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /readyz: whether the database answers (200 ready, 503 unavailable), and which kind it is. */
export const ReadinessResponseSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
