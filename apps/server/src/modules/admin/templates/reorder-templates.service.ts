import { ADMIN_MESSAGES } from "@listful/contracts";
import { NotFoundError } from "../../../domain-errors.ts";
import type { Actor, AdminTemplateDeps } from "./admin-template-deps.ts";

/** Puts the named templates in this order among the places they hold; an unknown id is a 404 naming it. */
export async function reorderTemplates(
  deps: AdminTemplateDeps,
  actor: Actor,
  ids: readonly number[],
): Promise<{ message: string }> {
  const { missing } = await deps.repository.reorder(actor.id, ids);
  if (missing.length > 0) throw new NotFoundError(`No template has the id ${missing.join(", ")}.`);
  return { message: ADMIN_MESSAGES.templateOrderSaved };
}
