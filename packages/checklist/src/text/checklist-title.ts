import type { Checklist } from "../schema/checklist-schema.ts";

export const UNTITLED = "Untitled checklist";

/** The title shown in lists of checklists (the server's title column): the title, else the headline. */
export function checklistTitle(doc: Checklist): string {
  return doc.title.text.trim() || doc.headline.trim() || UNTITLED;
}

/** Long enough to recognise a title, short enough for any file system with an extension after it. */
export const FILE_NAME_SLUG_MAX = 80;

/**
 * The checklist's file name wherever it leaves Listful (the PDF, its e-mail attachment, the JSON export), so
 * one checklist has one name: "Café notes 2026!" and "pdf" make "cafe-notes-2026.pdf". Only ASCII letters,
 * digits and hyphens, which every file system and mail client keeps.
 */
export function checklistFileName(doc: Checklist, extension: string): string {
  const slug = checklistTitle(doc)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, FILE_NAME_SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return `${slug || "checklist"}.${extension}`;
}
