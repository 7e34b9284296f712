import { RegisterBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { type FormResult, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { getRecaptchaToken } from "../../lib/recaptcha.ts";
import { toast } from "../../ui/toast.ts";
import { finishSignIn, type SignInReturn } from "./sign-in-return.ts";

export const WELCOME_MESSAGE = "Welcome to Listful! Choose a template and start editing.";

export async function register(
  formData: FormData,
  target: SignInReturn | null,
): Promise<FormResult | Response> {
  const values = readFormValues(formData, ["name", "email", "password"]);
  const outcome = await submitValidated(RegisterBodySchema, values, async (body) =>
    api.request("POST /api/register", {
      body: { ...body, recaptchaToken: await getRecaptchaToken("register") },
    }),
  );
  if (!outcome.ok) return outcome;
  // Someone on their way somewhere goes on there; the welcome belongs to the collection.
  if (target) return finishSignIn(target);
  toast.template({
    message: WELCOME_MESSAGE,
    image: "/images/templates/habit-tracker.svg",
    imageAlt: "A habit tracker template",
  });
  return finishSignIn(null);
}
