import { LoginBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { type FormResult, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { finishSignIn, type SignInReturn } from "./sign-in-return.ts";

/**
 * SPEC section 2: a successful sign-in lands on the collection, unless the person was on their way
 * somewhere (see sign-in-return.ts).
 */
export async function login(formData: FormData, target: SignInReturn | null): Promise<FormResult | Response> {
  const values = readFormValues(formData, ["email", "password"]);
  const outcome = await submitValidated(LoginBodySchema, values, (body) =>
    api.request("POST /api/login", { body }),
  );
  if (!outcome.ok) return outcome;
  return finishSignIn(target);
}
