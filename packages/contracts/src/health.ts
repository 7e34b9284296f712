import { z } from "zod";

/** GET /healthz: the process is up. */
export const HealthResponseSchema = z.object({ status: z.literal("ok") });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /readyz: whether the database answers (200 ready, 503 unavailable), and which kind it is. */
export const ReadinessResponseSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
