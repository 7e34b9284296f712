import { checkTemplateLayout } from "@listful/checklist";
import {
  ADMIN_MESSAGES,
  type AdminTemplate,
  type AdminTemplateSaveResponse,
  type AdminTemplateUpdateBodySchema,
} from "@listful/contracts";
import type { z } from "zod";
import { InvalidInputError } from "../../../domain-errors.ts";
import { readDocument } from "../../../lib/document-input.ts";
import type { AdminTemplateDeps } from "./admin-template-deps.ts";
import type { TemplateChanges } from "./admin-template-rows.ts";

/**
 * What an admin sends for a template besides its document, as the contracts' body parses it. An update leaves
 * a field it does not name as it is stored.
 */
export type TemplateFields = z.output<typeof AdminTemplateUpdateBodySchema>;

async function categoryIdOf(deps: AdminTemplateDeps, slug: string | null): Promise<number | null> {
  if (slug === null) return null;
  const id = await deps.repository.categoryId(slug);
  if (id === undefined) throw new InvalidInputError({ category: "This category does not exist." });
  return id;
}

/**
 * The document and the fields the body names as the row takes them, with the print rules the document
 * breaks, and whether it may be shown: as asked, and never while it breaks a rule.
 */
export async function readTemplateFields(deps: AdminTemplateDeps, body: TemplateFields) {
  const data = readDocument(body.data);
  const printProblems = checkTemplateLayout(data);
  const values = {
    title: body.title,
    slug: body.slug,
    type: body.type,
    data,
    ...(body.category === undefined ? {} : { categoryId: await categoryIdOf(deps, body.category) }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.isPremium === undefined ? {} : { isPremium: body.isPremium }),
    ...(body.orderBy === undefined ? {} : { orderBy: body.orderBy }),
  } satisfies TemplateChanges;
  const isShown = (asked: boolean) => asked && printProblems.length === 0;
  return { values, printProblems, isShown };
}

/** The answer to a save: the message, with a note when the template was kept a draft for its print rules. */
export function savedAnswer(
  message: string,
  template: AdminTemplate,
  printProblems: string[],
): AdminTemplateSaveResponse {
  const note = printProblems.length > 0 ? ` ${ADMIN_MESSAGES.savedAsDraft}` : "";
  return { message: `${message}${note}`, template, printProblems };
}
