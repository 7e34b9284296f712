import {
  ADMIN_MESSAGES,
  AdminTemplateOrderBodySchema,
  type AdminTemplateSaveResponse,
} from "@listful/contracts";
import { redirect } from "react-router";
import { api } from "../../../lib/api.ts";
import {
  announce,
  changeById,
  type FormResult,
  submitCall,
  submitValidated,
} from "../../../lib/form-action.ts";
import { readFormValues } from "../../../lib/form-values.ts";
import { ADMIN_HREFS } from "../../../lib/hrefs.ts";
import { toast } from "../../../ui/toast.ts";

/** A publish that a print rule refused keeps the template a draft: say which rule, not "published". */
export function announceSave(
  response: AdminTemplateSaveResponse,
  success: string,
): FormResult<AdminTemplateSaveResponse> {
  if (response.printProblems.length > 0)
    toast.error(`${response.message}\n${response.printProblems.join("\n")}`);
  else toast.success(success);
  return { ok: true, value: response };
}

function saveAnnounced(call: (id: string) => Promise<AdminTemplateSaveResponse>, success: string) {
  return async (formData: FormData): Promise<FormResult<AdminTemplateSaveResponse>> => {
    const { id } = readFormValues(formData, ["id"]);
    const outcome = await submitCall(() => call(id));
    return outcome.ok ? announceSave(outcome.result, success) : outcome;
  };
}

/** The new order of the templates shown, as their ids top to bottom (a JSON list in `ids`). */
async function reorderTemplates(formData: FormData): Promise<FormResult> {
  let ids: unknown;
  try {
    ids = JSON.parse(readFormValues(formData, ["ids"]).ids);
  } catch {
    return { ok: false, fieldErrors: { form: "The order could not be read." } };
  }
  const outcome = await submitValidated(AdminTemplateOrderBodySchema, { ids: ids as number[] }, (body) =>
    api.request("PUT /api/admin/templates/order", { body }),
  );
  return announce(outcome, ADMIN_MESSAGES.templateOrderSaved) as FormResult;
}

/** What the template library's table does: publish, unpublish, reorder and delete. */
export const TEMPLATE_LIBRARY_INTENTS = {
  "publish-template": saveAnnounced(
    (id) => api.request("POST /api/admin/template/:id/publish", { params: { id } }),
    ADMIN_MESSAGES.templatePublished,
  ),
  "unpublish-template": saveAnnounced(
    (id) => api.request("POST /api/admin/template/:id/unpublish", { params: { id } }),
    ADMIN_MESSAGES.templateUnpublished,
  ),
  "delete-template": changeById(
    (id) => api.request("DELETE /api/admin/template/:id", { params: { id } }),
    ADMIN_MESSAGES.templateDeleted,
  ),
  "reorder-templates": reorderTemplates,
};

/** On a template's own page a deleted template leaves nothing to show: back to the library. */
async function deleteAndLeave(formData: FormData): Promise<FormResult | Response> {
  const outcome = await TEMPLATE_LIBRARY_INTENTS["delete-template"](formData);
  return outcome.ok ? redirect(ADMIN_HREFS.templates) : (outcome as FormResult);
}

/** A template's page: the same changes, and a delete that goes back to the library. */
export const TEMPLATE_PAGE_INTENTS = { ...TEMPLATE_LIBRARY_INTENTS, "delete-template": deleteAndLeave };
