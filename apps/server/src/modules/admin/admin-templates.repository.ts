import type { Database } from "@listful/db";
import { findAdminTemplate, findCategoryId, findTemplateRow } from "./templates/admin-template-rows.ts";
import { changeTemplateRow } from "./templates/change-template.repository.ts";
import { insertTemplate, nextTemplateOrder } from "./templates/create-template.repository.ts";
import { deleteDraftTemplate } from "./templates/delete-template.repository.ts";
import { listTemplateAudit } from "./templates/get-template.repository.ts";
import { listAdminTemplates } from "./templates/list-templates.repository.ts";
import { reorderTemplateRows } from "./templates/reorder-templates.repository.ts";
import { countTemplateEvents } from "./templates/template-stats-report.repository.ts";

export type AdminTemplateRepository = ReturnType<typeof createAdminTemplateRepository>;

/**
 * The admins' side of the template library: drafts included, with stats, authorship and the audit log. Each
 * query is its use case's own file under `templates/`; every write records itself in the audit log and moves
 * the library's version on in its transaction (`templates/library-change.ts`).
 */
export function createAdminTemplateRepository(db: Database) {
  return {
    list: (filter: Parameters<typeof listAdminTemplates>[1]) => listAdminTemplates(db, filter),
    findAdmin: (id: number) => findAdminTemplate(db, id),
    findRow: (id: number) => findTemplateRow(db, id),
    categoryId: (slug: string) => findCategoryId(db, slug),
    auditOf: (templateId: number) => listTemplateAudit(db, templateId),
    nextOrder: () => nextTemplateOrder(db),
    insert: (...args: DropFirst<Parameters<typeof insertTemplate>>) => insertTemplate(db, ...args),
    update: (...args: DropFirst<Parameters<typeof changeTemplateRow>>) => changeTemplateRow(db, ...args),
    reorder: (actorId: string, ids: readonly number[]) => reorderTemplateRows(db, actorId, ids),
    deleteDraft: (...args: DropFirst<Parameters<typeof deleteDraftTemplate>>) =>
      deleteDraftTemplate(db, ...args),
    statsBetween: (from: Date, to: Date, templateId?: number) =>
      countTemplateEvents(db, from, to, templateId),
  };
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
