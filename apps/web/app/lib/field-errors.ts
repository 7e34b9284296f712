import type { FieldErrors as ApiFieldErrors } from "@listful/contracts";

/** A form's messages, keyed by field name. */
export type FieldErrors = Record<string, string>;

/** The key of a form's message that belongs to none of its fields. */
export const FORM_MESSAGE_FIELD = "form";

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message per field of a failed zod parse. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || FORM_MESSAGE_FIELD;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The shapes of docs/PRODUCT.md, Error shapes: a list of strings is a general message (joined by newlines); a
 * list of single-key objects and a plain object both map a field to its message.
 */
export function readApiFieldErrors(errors: ApiFieldErrors): { fields: FieldErrors; general: string | null } {
  if (Array.isArray(errors)) {
    if (errors.every((entry) => typeof entry === "string")) {
      return { fields: {}, general: errors.join("\n") || null };
    }
    const fields: FieldErrors = {};
    for (const entry of errors) {
      if (typeof entry === "string") continue;
      const [field, message] = Object.entries(entry)[0] ?? [];
      if (field && message) fields[field] ??= message;
    }
    return { fields, general: null };
  }
  return { fields: { ...errors }, general: null };
}
