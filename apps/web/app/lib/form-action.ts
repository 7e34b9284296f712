import type { z } from "zod";
import { handleApiError } from "./api-errors.ts";
import { type FieldErrors, issuesToFieldErrors } from "./field-errors.ts";

/** What a form's action hands back to the form: errors to show, or that it went through. */
export type FormResult = { ok: false; fieldErrors: FieldErrors } | { ok: true; message?: string };

/**
 * Validates a form's values with the API's own schema, then makes the call; errors come back keyed by the
 * form's fields (or as a toast, through the shared handler), success as the call's answer.
 */
export async function submitValidated<S extends z.ZodType, R>(
  schema: S,
  values: z.input<S>,
  call: (body: z.input<S>) => Promise<R>,
): Promise<{ ok: true; result: R } | { ok: false; fieldErrors: FieldErrors }> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: issuesToFieldErrors(parsed.error.issues) };
  try {
    return { ok: true, result: await call(values) };
  } catch (error) {
    return { ok: false, fieldErrors: handleApiError(error, { fields: Object.keys(values as object) }) };
  }
}
