import { ADMIN_MESSAGES, type TeamChangeResponse, TeamGrantBodySchema } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { announce, changeById, type FormResult, submitValidated } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";

/** Gives ROLE_ADMIN to the account with this e-mail; an unknown e-mail is said under the field. */
async function grantAdmin(formData: FormData): Promise<FormResult<TeamChangeResponse>> {
  const values = readFormValues(formData, ["email"]);
  const outcome = await submitValidated(TeamGrantBodySchema, values, (body) =>
    api.request("POST /api/admin/team", { body }),
  );
  return announce(outcome, ADMIN_MESSAGES.adminGranted);
}

/** Settings > Team, for super-admins: grant and remove the admin role. */
export const TEAM_INTENTS = {
  "grant-admin": grantAdmin,
  "remove-admin": changeById(
    (id) => api.request("DELETE /api/admin/team/:id", { params: { id } }),
    ADMIN_MESSAGES.adminRemoved,
  ),
};
