import { ApiError } from "@listful/contracts";
import { toast } from "../ui/toast.ts";
import { type FieldErrors, readApiFieldErrors } from "./field-errors.ts";

const GENERIC = "Something went wrong. Try later.";

/**
 * The shared handler for a failed API call (SPEC section 5). Validation errors for the form's own fields are
 * returned to be shown under those fields; anything else becomes an error toast. A 500 sends the browser
 * home, as SPEC section 2 asks.
 */
export function handleApiError(error: unknown, formFields: readonly string[] = []): FieldErrors {
  if (!(error instanceof ApiError)) {
    console.error(error);
    toast.error(GENERIC);
    return {};
  }
  if (error.status === 500) {
    window.location.assign("/");
    return {};
  }
  const { envelope } = error;
  if (!envelope.errors) {
    toast.error(envelope.error || GENERIC);
    return {};
  }
  const { fields, general } = readApiFieldErrors(envelope.errors);
  const onForm: FieldErrors = {};
  const elsewhere: string[] = general ? [general] : [];
  for (const [field, message] of Object.entries(fields)) {
    if (formFields.includes(field)) onForm[field] = message;
    else elsewhere.push(message);
  }
  if (elsewhere.length > 0) toast.error(elsewhere.join("\n"));
  else if (Object.keys(onForm).length === 0) toast.error(envelope.error || GENERIC);
  return onForm;
}
