import type { Checklist } from "@listful/checklist";
import { z } from "zod";

/**
 * A checklist document in a request. Callers send the model's document; the server reads it with
 * parseChecklist (which also migrates older versions and names every bad field), so the schema only requires
 * it to be there and hands it on as unknown.
 */
export const ChecklistDataInputSchema = z
  .unknown()
  .refine((value) => value !== undefined, "The checklist document is required.") as z.ZodType<
  unknown,
  Checklist
>;

/**
 * A checklist document in a response: one the server has read with parseChecklist, passed on as it is.
 * Validating up to 512 KB again on every read would cost more than it could catch.
 */
export const ChecklistDataSchema = z.custom<Checklist>(
  (value) => typeof value === "object" && value !== null,
  "Expected a checklist document.",
);
