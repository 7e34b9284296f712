import { ApiError, SendChecklistBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { type FieldErrors, issuesToFieldErrors, readApiFieldErrors } from "../../lib/field-errors.ts";
import { toast } from "../../ui/toast.ts";

export const SENT = "The checklist has been sent to email.";
export const NOT_SENT = "The checklist hasn't been sent to email.";

/**
 * Mails the saved checklist's PDF. A bad address comes back for the field; a daily limit (429) says so in its
 * own words; any other failure gets SPEC section 8's message.
 */
export async function sendChecklistByEmail(id: string, email: string): Promise<FieldErrors | null> {
  const parsed = SendChecklistBodySchema.safeParse({ email });
  if (!parsed.success) return issuesToFieldErrors(parsed.error.issues);
  try {
    await api.request("POST /api/checklist/:id/send-pdf-to-email", { params: { id }, body: { email } });
    toast.success(SENT);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) {
      if (error instanceof ApiError && error.status === 500) handleApiError(error);
      else toast.error(NOT_SENT);
      return {};
    }
    if (error.status === 400 && error.envelope.errors) {
      const { fields } = readApiFieldErrors(error.envelope.errors);
      if (fields.email) return { email: fields.email };
    }
    toast.error(error.status === 429 ? error.envelope.error : NOT_SENT);
    return {};
  }
}
