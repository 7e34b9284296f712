import { type Checklist, ChecklistSchema } from "../schema/checklist-schema.ts";
import { ChecklistParseError, createChecklistError, type ParseChecklistResult } from "./checklist-error.ts";
import { toChecklistIssues } from "./field-errors.ts";
import { migrateChecklistData } from "./migrations.ts";

/**
 * The one way to read a stored document, an import or a request body: migrate to the latest
 * version, then validate. The result names every bad field by path ("blocks.0.items.3.text").
 */
export function parseChecklist(input: unknown): ParseChecklistResult<Checklist> {
  const migrated = migrateChecklistData(input);
  if (!migrated.ok) return migrated;
  const parsed = ChecklistSchema.safeParse(migrated.checklist);
  if (parsed.success) return { ok: true, checklist: parsed.data };
  return {
    ok: false,
    error: createChecklistError("invalid_document", toChecklistIssues(parsed.error.issues)),
  };
}

export function parseChecklistOrThrow(input: unknown): Checklist {
  const result = parseChecklist(input);
  if (!result.ok) throw new ChecklistParseError(result.error);
  return result.checklist;
}
