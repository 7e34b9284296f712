import { SendChecklistBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { type FieldErrors, issuesToFieldErrors } from "../../lib/field-errors.ts";
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
    return handleApiError(error, { fields: ["email"], fallback: NOT_SENT });
  }
}
