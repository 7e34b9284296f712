import { api } from "../../lib/api.ts";
import { announce, type FormResult, submitCall } from "../../lib/form-action.ts";

export const YEARLY_ACTIVATED = "Yearly subscription has been activated.";
export const SUBSCRIPTION_CANCELED = "Your subscription has been canceled.";

async function upgrade(): Promise<FormResult<unknown>> {
  return announce(
    await submitCall(() => api.request("POST /api/plan/:id/change", { params: { id: "yearly" } })),
    YEARLY_ACTIVATED,
  );
}

async function cancel(): Promise<FormResult<unknown>> {
  return announce(
    await submitCall(() => api.request("POST /api/subscription/cancel")),
    SUBSCRIPTION_CANCELED,
  );
}

/** The subscription's changes on the settings page, by the intent each sends (decision 0013). */
export const BILLING_INTENTS = { upgrade, cancel };
