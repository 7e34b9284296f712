import type { Checklist } from "../schema/checklist-schema.ts";

export const UNTITLED = "Untitled checklist";

/** The title shown in lists of checklists (the server's title column): the title, else the headline. */
export function checklistTitle(doc: Checklist): string {
  return doc.title.text.trim() || doc.headline.trim() || UNTITLED;
}
