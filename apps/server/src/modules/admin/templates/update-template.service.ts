import { ADMIN_MESSAGES, type AdminTemplateSaveResponse } from "@listful/contracts";
import type { Actor, AdminTemplateDeps } from "./admin-template-deps.ts";
import { changeTemplate } from "./change-template.service.ts";
import { readTemplateFields, savedAnswer, type TemplateFields } from "./template-fields.ts";
import { drawPreview } from "./template-images.ts";

/**
 * Changes a template's fields and document; a field the body leaves out keeps its stored value, so a live
 * template stays live unless its document now breaks a print rule. A drawn preview is drawn again, an
 * upload is kept.
 */
export async function updateTemplate(
  deps: AdminTemplateDeps,
  actor: Actor,
  id: number,
  body: TemplateFields,
): Promise<AdminTemplateSaveResponse> {
  const { values, printProblems, isShown } = await readTemplateFields(deps, body);
  const { template, after } = await changeTemplate(deps, actor, id, "template.update", (row) => ({
    ...values,
    isPublished: isShown(body.isPublished ?? row.isPublished),
  }));
  drawPreview(deps, after);
  return savedAnswer(ADMIN_MESSAGES.templateUpdated, template, printProblems);
}
