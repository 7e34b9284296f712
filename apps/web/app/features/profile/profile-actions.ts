import {
  ChangePasswordBodySchema,
  DeleteUserBodySchema,
  SIGN_IN_PROVIDER_LABELS,
  type SignInMethods,
  SignInProviderSchema,
  type UpdateUserBody,
  UpdateUserBodySchema,
} from "@listful/contracts";
import { redirect } from "react-router";
import { api } from "../../lib/api.ts";
import { announce, type FormResult, submitCall, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { HREFS } from "../../lib/hrefs.ts";
import { toast } from "../../ui/toast.ts";
import { PROVIDER_INTENTS } from "../auth/provider-sign-in.ts";

export const PROFILE_UPDATED = "The profile has been updated.";
export const PASSWORD_UPDATED = "The password has been updated.";
export const ACCOUNT_DELETED = "User account has been deleted.";

/** Saves name and e-mail; the password is asked for (and sent) only when the e-mail changes. */
async function updateProfile(formData: FormData): Promise<FormResult> {
  const values = readFormValues(formData, ["name", "email", "current_password", "previous_email"]);
  const emailChanged = values.email.trim().toLowerCase() !== values.previous_email.toLowerCase();
  const body: UpdateUserBody = emailChanged
    ? { name: values.name, email: values.email, current_password: values.current_password }
    : { name: values.name };
  if (emailChanged && !values.current_password) {
    return { ok: false, fieldErrors: { current_password: "Enter your password to change the e-mail." } };
  }
  const outcome = await submitValidated(UpdateUserBodySchema, body, (valid) =>
    api.request("PATCH /api/user", { body: valid }),
  );
  if (!outcome.ok) return outcome;
  toast.success(PROFILE_UPDATED);
  return { ok: true };
}

/** A first password (an account made through Google or Facebook) is set without a current one. */
async function changePassword(formData: FormData): Promise<FormResult> {
  const { current_password, password } = readFormValues(formData, ["current_password", "password"]);
  const values = formData.has("current_password") ? { current_password, password } : { password };
  const outcome = await submitValidated(ChangePasswordBodySchema, values, (body) =>
    api.request("PATCH /api/user/change-password", { body }),
  );
  if (!outcome.ok) return outcome;
  toast.success(PASSWORD_UPDATED);
  return { ok: true };
}

async function deleteAccount(formData: FormData): Promise<FormResult | Response> {
  const values = readFormValues(formData, ["password"]);
  const outcome = await submitValidated(DeleteUserBodySchema, values, (body) =>
    api.request("DELETE /api/user", { body }),
  );
  if (!outcome.ok) return outcome;
  toast.success(ACCOUNT_DELETED);
  return redirect(HREFS.home);
}

async function disconnectProvider(formData: FormData): Promise<FormResult<SignInMethods>> {
  const provider = SignInProviderSchema.safeParse(readFormValues(formData, ["provider"]).provider);
  if (!provider.success) return { ok: false, fieldErrors: { form: "Unknown sign-in provider." } };
  const outcome = await submitCall(() =>
    api.request("DELETE /api/connect/:provider", { params: { provider: provider.data } }),
  );
  return announce(outcome, `${SIGN_IN_PROVIDER_LABELS[provider.data]} is disconnected.`);
}

/** The settings page's forms and buttons, by the intent each sends. */
export const PROFILE_INTENTS = {
  profile: updateProfile,
  password: changePassword,
  delete: deleteAccount,
  "disconnect-provider": disconnectProvider,
  ...PROVIDER_INTENTS,
};
