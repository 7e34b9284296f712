import { ADMIN_MESSAGES, type AdminTemplateSaveResponse } from "@listful/contracts";
import { NotFoundError } from "../../../domain-errors.ts";
import { type Actor, type AdminTemplateDeps, TEMPLATE_NOT_FOUND } from "./admin-template-deps.ts";
import { changeTemplate } from "./change-template.service.ts";
import { savedAnswer } from "./template-fields.ts";
import { removeUpload, storeUpload } from "./template-images.ts";

/** An admin's own preview, checked like a checklist's image; it replaces the drawn one for good. */
export async function uploadTemplateImage(
  deps: AdminTemplateDeps,
  actor: Actor,
  id: number,
  input: string,
): Promise<AdminTemplateSaveResponse> {
  if (!(await deps.repository.findRow(id))) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  const image = await storeUpload(deps.storage, input);
  try {
    const { template, before } = await changeTemplate(deps, actor, id, "template.image", () => ({
      image,
      imageUploaded: true,
    }));
    await removeUpload(deps.storage, before.image);
    return savedAnswer(ADMIN_MESSAGES.templateUpdated, template, []);
  } catch (error) {
    await removeUpload(deps.storage, image);
    throw error;
  }
}
