import { z } from "zod";

/**
 * Validation details in the shapes of docs/PRODUCT.md, Error shapes, so the web client's shared handler can
 * map them: a list of messages, a list of single-key objects (field -> message), or a field -> message
 * object.
 */
export const FieldErrorsSchema = z.union([
  z.array(z.string()),
  z.array(z.record(z.string(), z.string())),
  z.record(z.string(), z.string()),
]);
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ERROR_CODES = [
  "validation_error",
  "bad_request",
  "unauthorized",
  "payment_required",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "service_unavailable",
  "internal_error",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body every API failure uses. */
export const ErrorEnvelopeSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  errors: FieldErrorsSchema.optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return ErrorEnvelopeSchema.safeParse(value).success;
}
