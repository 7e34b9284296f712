import {
  type ChecklistResponse,
  SendChecklistBodySchema,
  SHARE_ACCESS,
  type ShareAccess,
} from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { announce, type FormResult, submitCall, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";

export const SENT = "The checklist has been sent to email.";
export const NOT_SENT = "The checklist hasn't been sent to email.";
const SENDING_NEEDS_CONNECTION = "Sending the PDF by e-mail needs a connection.";

/** What the link's visitors may do, as the owner is told once it is set. */
const SHARED_FOR: Record<ShareAccess, string> = {
  view: "Link sharing is on: anyone with the link can view the checklist.",
  tick: "Link sharing is on: anyone with the link can tick the checklist off, for everyone.",
};

/** Turns a checklist's public link on or off (off makes the link answer 404 at once), for viewing or ticking. */
async function share(formData: FormData): Promise<FormResult<ChecklistResponse>> {
  const { id, ...values } = readFormValues(formData, ["id", "isShared", "access"]);
  const isShared = values.isShared === "true";
  const access = SHARE_ACCESS.find((known) => known === values.access);
  const outcome = await submitCall(() =>
    api.request("PUT /api/checklist/:id/share", { params: { id }, body: { isShared, access } }),
  );
  return announce(
    outcome,
    outcome.ok && outcome.result.isShared
      ? SHARED_FOR[outcome.result.access]
      : "Link sharing is off: the link no longer opens the checklist.",
  );
}

/**
 * Mails the saved checklist's PDF. A bad address comes back for the field; a daily limit (429) says so in its
 * own words; any other failure gets NOT_SENT (docs/PRODUCT.md, Error messages).
 */
async function sendByEmail(formData: FormData): Promise<FormResult<unknown>> {
  const { id, email } = readFormValues(formData, ["id", "email"]);
  const outcome = await submitValidated(
    SendChecklistBodySchema,
    { email },
    (body) => api.request("POST /api/checklist/:id/send-pdf-to-email", { params: { id }, body }),
    { fallback: NOT_SENT, offline: SENDING_NEEDS_CONNECTION },
  );
  return announce(outcome, SENT);
}

/** What the share, embed and send-by-e-mail dialogs change, wherever they open. */
export const SHARING_INTENTS = { share, "send-email": sendByEmail };
