import {
  ADMIN_MESSAGES,
  AdminTemplateCreateBodySchema,
  type AdminTemplateSaveResponse,
  type AdminTemplateUpdateBody,
  AdminTemplateUpdateBodySchema,
} from "@listful/contracts";
import { api } from "../../../lib/api.ts";
import { type FormResult, submitCall, submitValidated } from "../../../lib/form-action.ts";
import { readFormValues } from "../../../lib/form-values.ts";
import { toast } from "../../../ui/toast.ts";
import { announceSave } from "../templates/template-intents.ts";

const FIELDS = [
  "templateId",
  "checklistId",
  "title",
  "slug",
  "type",
  "category",
  "description",
  "orderBy",
  "image",
  "data",
] as const;

/**
 * Saves the editor's document as a new template (no `templateId`) or over the template it came from. A new one's
 * preview is the uploaded image, or page one of the saved checklist drawn by the server; with neither the API
 * answers "Preview is required.". An update keeps the preview unless an image is uploaded with it.
 */
async function saveTemplate(formData: FormData): Promise<FormResult<AdminTemplateSaveResponse>> {
  const { templateId, checklistId, orderBy, image, data, ...values } = readFormValues(formData, FIELDS);
  const fields = {
    ...values,
    type: values.type as "gallery" | "create",
    category: values.category || null,
    ...(orderBy.trim() ? { orderBy: Number(orderBy) } : {}),
    isPremium: formData.get("isPremium") === "on",
    isPublished: formData.get("isPublished") === "on",
    // The editor's own document, checked again by the schema below and by the API.
    data: JSON.parse(data) as AdminTemplateUpdateBody["data"],
  };
  if (!templateId) {
    const body = { ...fields, checklistId: checklistId || null, image: image || null };
    const created = await submitValidated(AdminTemplateCreateBodySchema, body, (valid) =>
      api.request("POST /api/admin/template", { body: valid }),
    );
    if (created.ok) return announceSave(created.result, ADMIN_MESSAGES.templateCreated);
    // A template without a preview is an error toast (docs/PRODUCT.md, Field rules), as well as the note by
    // the image field.
    if (created.fieldErrors.image === ADMIN_MESSAGES.previewRequired)
      toast.error(ADMIN_MESSAGES.previewRequired);
    return created;
  }
  const updated = await submitValidated(AdminTemplateUpdateBodySchema, fields, (valid) =>
    api.request("PUT /api/admin/template/:id", { params: { id: templateId }, body: valid }),
  );
  if (!updated.ok || !image)
    return updated.ok ? announceSave(updated.result, ADMIN_MESSAGES.templateUpdated) : updated;
  const uploaded = await submitCall(
    () =>
      api.request("POST /api/admin/template/:id/image-upload", {
        params: { id: templateId },
        body: { image },
      }),
    { fields: ["image"] },
  );
  return uploaded.ok ? announceSave(uploaded.result, ADMIN_MESSAGES.templateUpdated) : uploaded;
}

export const TEMPLATE_SAVE_INTENTS = { "save-template": saveTemplate };
