import type { AdminTemplateDeps } from "./templates/admin-template-deps.ts";
import { createTemplate } from "./templates/create-template.service.ts";
import { deleteTemplate } from "./templates/delete-template.service.ts";
import { getTemplate } from "./templates/get-template.service.ts";
import { publishTemplate, unpublishTemplate } from "./templates/publish-template.service.ts";
import { reorderTemplates } from "./templates/reorder-templates.service.ts";
import { reportTemplateStats } from "./templates/template-stats-report.service.ts";
import { updateTemplate } from "./templates/update-template.service.ts";
import { uploadTemplateImage } from "./templates/upload-template-image.service.ts";

export type AdminTemplateService = ReturnType<typeof createAdminTemplateService>;

type Rest<F> = F extends (deps: AdminTemplateDeps, ...rest: infer R) => unknown ? R : never;

/**
 * Curating the template library (decision 0021): create, update, image, publish, unpublish, reorder and
 * delete, each recorded in the audit log with who, what, when, before and after; each use case is its own
 * file under `templates/`. A template is checked against the print rules its layout tells on every save; one
 * that breaks any is kept a draft, with the rules named. Every change moves the library's version on in its
 * own transaction (the repository), so every instance's cache of the library drops what it holds at once.
 */
export function createAdminTemplateService(deps: AdminTemplateDeps) {
  return {
    list: deps.repository.list,
    detail: (...args: Rest<typeof getTemplate>) => getTemplate(deps, ...args),
    create: (...args: Rest<typeof createTemplate>) => createTemplate(deps, ...args),
    update: (...args: Rest<typeof updateTemplate>) => updateTemplate(deps, ...args),
    uploadImage: (...args: Rest<typeof uploadTemplateImage>) => uploadTemplateImage(deps, ...args),
    publish: (...args: Rest<typeof publishTemplate>) => publishTemplate(deps, ...args),
    unpublish: (...args: Rest<typeof unpublishTemplate>) => unpublishTemplate(deps, ...args),
    reorder: (...args: Rest<typeof reorderTemplates>) => reorderTemplates(deps, ...args),
    remove: (...args: Rest<typeof deleteTemplate>) => deleteTemplate(deps, ...args),
    stats: (...args: Rest<typeof reportTemplateStats>) => reportTemplateStats(deps, ...args),
  };
}
