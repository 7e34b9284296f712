import { RegisterBodySchema } from "@listful/contracts";
import { redirect } from "react-router";
import { api } from "../../lib/api.ts";
import { type FormResult, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { getRecaptchaToken } from "../../lib/recaptcha.ts";
import { toast } from "../../ui/toast.ts";

export const WELCOME_MESSAGE = "Welcome to Listful! Choose a template and start editing.";

export async function register(formData: FormData): Promise<FormResult | Response> {
  const values = readFormValues(formData, ["name", "email", "password"]);
  const outcome = await submitValidated(RegisterBodySchema, values, async (body) =>
    api.request("POST /api/register", {
      body: { ...body, recaptchaToken: await getRecaptchaToken("register") },
    }),
  );
  if (!outcome.ok) return outcome;
  toast.template({
    message: WELCOME_MESSAGE,
    image: "/images/templates/habit-tracker.svg",
    imageAlt: "A habit tracker template",
  });
  return redirect("/dashboard");
}
