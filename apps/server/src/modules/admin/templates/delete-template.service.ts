import { ADMIN_MESSAGES } from "@listful/contracts";
import { ConflictError, NotFoundError } from "../../../domain-errors.ts";
import { THUMBNAILS_FOLDER } from "../../media/storage.ts";
import { type Actor, type AdminTemplateDeps, TEMPLATE_NOT_FOUND } from "./admin-template-deps.ts";
import { auditSnapshot } from "./audit-snapshot.ts";
import { removeUpload } from "./template-images.ts";

/**
 * Deletes a draft with its images; a published template is refused (409). Checklists made from it keep
 * their documents: their link to it is cleared (ON DELETE SET NULL).
 */
export async function deleteTemplate(
  deps: AdminTemplateDeps,
  actor: Actor,
  id: number,
): Promise<{ message: string }> {
  const row = await deps.repository.findRow(id);
  const outcome = await deps.repository.deleteDraft(actor.id, id, auditSnapshot);
  if (outcome === "missing" || !row) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  if (outcome === "published") throw new ConflictError(ADMIN_MESSAGES.deletePublished);
  await removeUpload(deps.storage, row.image);
  await deps.storage.remove(`${THUMBNAILS_FOLDER}/templates/${id}.webp`);
  return { message: ADMIN_MESSAGES.templateDeleted };
}
