import { checkTemplateLayout } from "@listful/checklist";
import { ADMIN_MESSAGES, type AdminTemplateSaveResponse } from "@listful/contracts";
import { ConflictError } from "../../../domain-errors.ts";
import { readStoredDocument } from "../../../lib/stored-document.ts";
import type { Actor, AdminTemplateDeps } from "./admin-template-deps.ts";
import { changeTemplate } from "./change-template.service.ts";
import { savedAnswer } from "./template-fields.ts";

/** Shows a draft to people, unless it breaks a print rule (409, naming the rules). */
export async function publishTemplate(
  deps: AdminTemplateDeps,
  actor: Actor,
  id: number,
): Promise<AdminTemplateSaveResponse> {
  const { template } = await changeTemplate(deps, actor, id, "template.publish", (row) => {
    const problems = checkTemplateLayout(readStoredDocument(row.data));
    if (problems.length > 0) {
      throw new ConflictError(`${ADMIN_MESSAGES.publishBreaksPrintRule} ${problems.join("; ")}.`);
    }
    return { isPublished: true };
  });
  return savedAnswer(ADMIN_MESSAGES.templatePublished, template, []);
}

/** Takes a template out of every list at once; checklists made from it are untouched. */
export async function unpublishTemplate(
  deps: AdminTemplateDeps,
  actor: Actor,
  id: number,
): Promise<AdminTemplateSaveResponse> {
  const { template } = await changeTemplate(deps, actor, id, "template.unpublish", () => ({
    isPublished: false,
  }));
  return savedAnswer(ADMIN_MESSAGES.templateUnpublished, template, []);
}
