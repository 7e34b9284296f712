import { FIELD_MESSAGES, PASSWORD_MIN } from "@listful/contracts";
import type { FieldErrors } from "../../lib/field-errors.ts";

/** What a field of the account forms is. */
type FieldKind = "name" | "email" | "current-password" | "new-password";

/** A plausible address: something, an @, something. The API's schema decides the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

function fieldMessage(kind: FieldKind, value: string): string | null {
  const text = value.trim();
  if (kind === "name") return text === "" ? FIELD_MESSAGES.nameRequired : null;
  if (kind === "email") {
    if (text === "") return FIELD_MESSAGES.emailRequired;
    return EMAIL_SHAPE.test(text) ? null : FIELD_MESSAGES.emailInvalid;
  }
  // As the schemas say it: a new password too short (empty included), a current one missing.
  if (kind === "new-password") return value.length < PASSWORD_MIN ? FIELD_MESSAGES.passwordTooShort : null;
  return value === "" ? FIELD_MESSAGES.passwordRequired : null;
}

/**
 * The sign-in pages' check before sending, without a schema library: what is plainly missing or malformed,
 * with the contract's own messages. The API checks everything with the contract's schemas.
 */
export function lightCheck<V extends Readonly<Record<string, string>>>(
  values: V,
  kinds: Readonly<Partial<Record<keyof V & string, FieldKind>>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, kind] of Object.entries(kinds) as [keyof V & string, FieldKind][]) {
    const message = fieldMessage(kind, values[field] ?? "");
    if (message) errors[field] = message;
  }
  return errors;
}
