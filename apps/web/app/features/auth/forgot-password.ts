import { api } from "../../lib/api.ts";
import { type FormResult, submitToServer } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { getRecaptchaToken } from "../../lib/recaptcha.ts";
import { lightCheck } from "./light-check.ts";

export async function requestPasswordReset(formData: FormData): Promise<FormResult> {
  const values = readFormValues(formData, ["email"]);
  const outcome = await submitToServer(values, lightCheck(values, { email: "email" }), async (body) =>
    api.request("POST /api/forgot-password", {
      body: { ...body, recaptchaToken: await getRecaptchaToken("forgot_password") },
    }),
  );
  if (!outcome.ok) return outcome;
  return { ok: true, message: outcome.result.message };
}
