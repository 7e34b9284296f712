import { LoginBodySchema } from "@listful/contracts";
import { redirect } from "react-router";
import { api } from "../../lib/api.ts";
import { type FormResult, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";

/** SPEC section 2: a successful sign-in lands on the collection. */
export async function login(formData: FormData): Promise<FormResult | Response> {
  const values = readFormValues(formData, ["email", "password"]);
  const outcome = await submitValidated(LoginBodySchema, values, (body) =>
    api.request("POST /api/login", { body }),
  );
  if (!outcome.ok) return outcome;
  return redirect("/dashboard");
}
