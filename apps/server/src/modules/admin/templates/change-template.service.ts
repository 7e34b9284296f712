import { ADMIN_MESSAGES, type AuditAction } from "@listful/contracts";
import { isUniqueViolation, type TemplateRow } from "@listful/db";
import { ConflictError, NotFoundError } from "../../../domain-errors.ts";
import { type Actor, type AdminTemplateDeps, TEMPLATE_NOT_FOUND } from "./admin-template-deps.ts";
import type { TemplateChanges } from "./admin-template-rows.ts";
import { auditSnapshot } from "./audit-snapshot.ts";

/** Runs a write that sets a slug; another template's slug is a 409 that says so. */
export async function withFreeSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ADMIN_MESSAGES.slugTaken);
    throw error;
  }
}

/** Changes one template as `changes` says, with its audit entry; 404 when there is no such template. */
export async function changeTemplate(
  deps: AdminTemplateDeps,
  actor: Actor,
  id: number,
  action: AuditAction,
  changes: (row: TemplateRow) => TemplateChanges,
) {
  const result = await withFreeSlug(() =>
    deps.repository.update(actor.id, id, action, changes, auditSnapshot),
  );
  if (!result) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  return result;
}
