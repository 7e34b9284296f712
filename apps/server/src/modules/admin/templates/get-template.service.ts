import type { AdminTemplateDetail, AuditAction, AuditEntry } from "@listful/contracts";
import { NotFoundError } from "../../../domain-errors.ts";
import { readStoredDocument } from "../../../lib/stored-document.ts";
import { type AdminTemplateDeps, TEMPLATE_NOT_FOUND } from "./admin-template-deps.ts";

/** One template as the admin's editor opens it: its fields, its document and its audit log. */
export async function getTemplate(deps: AdminTemplateDeps, id: number): Promise<AdminTemplateDetail> {
  const [row, template, audit] = await Promise.all([
    deps.repository.findRow(id),
    deps.repository.findAdmin(id),
    deps.repository.auditOf(id),
  ]);
  if (!row || !template) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  return {
    ...template,
    data: readStoredDocument(row.data),
    audit: audit.map(
      (entry): AuditEntry => ({
        id: entry.id,
        action: entry.action as AuditAction,
        actor:
          entry.actorId === null
            ? null
            : { id: entry.actorId, name: entry.actorName ?? "", email: entry.actorEmail ?? "" },
        templateId: entry.templateId,
        userId: entry.userId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        createdAt: entry.createdAt.toISOString(),
      }),
    ),
  };
}
