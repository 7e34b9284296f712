import { redirect } from "react-router";
import { api } from "../../lib/api.ts";
import { type FormResult, submitToServer } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { dashboardHref } from "../../lib/hrefs.ts";
import { toast } from "../../ui/toast.ts";
import { lightCheck } from "./light-check.ts";

export const PASSWORD_UPDATED = "The password has been updated.";

/** A reset signs the person in (the API answers a session), so they go straight to their collection. */
export async function resetPassword(formData: FormData): Promise<FormResult | Response> {
  const values = readFormValues(formData, ["token", "password"]);
  const outcome = await submitToServer(values, lightCheck(values, { password: "new-password" }), (body) =>
    api.request("POST /api/reset-password", { body }),
  );
  if (!outcome.ok) return outcome;
  toast.success(PASSWORD_UPDATED);
  return redirect(dashboardHref());
}
