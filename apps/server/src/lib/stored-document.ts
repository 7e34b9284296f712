import { type Checklist, ChecklistParseError, parseChecklist } from "@listful/checklist";
import { UnreadableDataError } from "../domain-errors.ts";

export const UNREADABLE_DOCUMENT =
  "This checklist was saved in a form this version of Listful cannot read. It is kept as it is; try again later.";

/**
 * A document read from the database (a checklist's or a template's), of any version ever stored: migrated to
 * the current version, then validated, like everything else that becomes a Checklist. Every read does it
 * (`npm run bench:parse`: tens of microseconds for a preset, a quarter of a millisecond for the largest
 * document allowed), so a row written by an older version is served and changed as a current one. A row this
 * version cannot read (written by a newer one, or damaged) is refused plainly and left untouched.
 */
export function readStoredDocument(data: unknown): Checklist {
  const result = parseChecklist(data);
  if (result.ok) return result.checklist;
  throw new UnreadableDataError(UNREADABLE_DOCUMENT, { cause: new ChecklistParseError(result.error) });
}
