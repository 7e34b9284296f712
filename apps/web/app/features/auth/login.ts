import { api } from "../../lib/api.ts";
import { FORM_MESSAGE_FIELD } from "../../lib/field-errors.ts";
import { type FormResult, submitToServer } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { lightCheck } from "./light-check.ts";
import { finishSignIn, type SignInReturn } from "./sign-in-return.ts";

/**
 * Starts a session (its cookies come from the server) from a sign-in form, wherever it is shown. A refusal
 * that names no field (a wrong password, too many attempts) comes back as the form's own message, said in
 * the form where the person is looking.
 */
export async function signIn(formData: FormData): Promise<FormResult> {
  const values = readFormValues(formData, ["email", "password"]);
  const outcome = await submitToServer(
    values,
    lightCheck(values, { email: "email", password: "current-password" }),
    (body) => api.request("POST /api/login", { body }),
    { messageField: FORM_MESSAGE_FIELD },
  );
  return outcome.ok ? { ok: true } : outcome;
}

/**
 * A successful sign-in lands on the collection (docs/PRODUCT.md, Redirects), unless the person was on their
 * way somewhere (see sign-in-return.ts).
 */
export async function login(formData: FormData, target: SignInReturn | null): Promise<FormResult | Response> {
  const result = await signIn(formData);
  return result.ok ? finishSignIn(target) : result;
}
