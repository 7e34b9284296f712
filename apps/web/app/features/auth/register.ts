import { api } from "../../lib/api.ts";
import { type FormResult, submitToServer } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { imageSrc } from "../../lib/images.ts";
import { getRecaptchaToken } from "../../lib/recaptcha.ts";
import { toast } from "../../ui/toast.ts";
import { lightCheck } from "./light-check.ts";
import { finishSignIn, type SignInReturn } from "./sign-in-return.ts";

export const WELCOME_MESSAGE = "Welcome to Listful! Choose a template and start editing.";

/** Makes the account and its session from a sign-up form, wherever it is shown. */
export async function signUp(formData: FormData): Promise<FormResult> {
  const values = readFormValues(formData, ["name", "email", "password"]);
  const outcome = await submitToServer(
    values,
    lightCheck(values, { name: "name", email: "email", password: "new-password" }),
    async (body) =>
      api.request("POST /api/register", {
        body: { ...body, recaptchaToken: await getRecaptchaToken("register") },
      }),
  );
  return outcome.ok ? { ok: true } : outcome;
}

export async function register(
  formData: FormData,
  target: SignInReturn | null,
): Promise<FormResult | Response> {
  const result = await signUp(formData);
  if (!result.ok) return result;
  // Someone on their way somewhere goes on there; the welcome belongs to the collection.
  if (target) return finishSignIn(target);
  toast.template({
    message: WELCOME_MESSAGE,
    image: imageSrc("templates/habit-tracker.svg"),
    imageAlt: "A habit tracker template",
  });
  return finishSignIn(null);
}
