import {
  ChangePasswordBodySchema,
  DeleteUserBodySchema,
  type UpdateUserBody,
  UpdateUserBodySchema,
} from "@listful/contracts";
import { redirect } from "react-router";
import { api } from "../../lib/api.ts";
import { type FormResult, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { HREFS } from "../../lib/hrefs.ts";
import { toast } from "../../ui/toast.ts";

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

async function changePassword(formData: FormData): Promise<FormResult> {
  const values = readFormValues(formData, ["current_password", "password"]);
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

/** The settings page's three forms, by the intent each sends. */
export const PROFILE_INTENTS = { profile: updateProfile, password: changePassword, delete: deleteAccount };
