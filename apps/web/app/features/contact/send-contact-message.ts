import { ContactBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { type FormResult, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { getRecaptchaToken } from "../../lib/recaptcha.ts";
import { toast } from "../../ui/toast.ts";

export async function sendContactMessage(formData: FormData): Promise<FormResult> {
  const values = readFormValues(formData, ["name", "email", "subject", "message"]);
  const outcome = await submitValidated(ContactBodySchema, values, async (body) =>
    api.request("POST /api/contact", {
      body: { ...body, recaptchaToken: await getRecaptchaToken("contact") },
    }),
  );
  if (!outcome.ok) return outcome;
  toast.success(outcome.result.message);
  return { ok: true, message: outcome.result.message };
}
