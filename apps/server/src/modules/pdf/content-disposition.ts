import { type Checklist, checklistFileName, checklistTitle } from "@listful/checklist";

/**
 * Saves the answer as the checklist's file: its plain name for every browser, and its title as written (accents,
 * capitals) for those that read `filename*`.
 */
export function attachmentDisposition(doc: Checklist, extension: string): string {
  // Characters file systems refuse become spaces; control characters cannot occur (the schema refuses them).
  const readable = checklistTitle(doc)
    .replace(/[\\/:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  const utf8 = `${readable || "checklist"}.${extension}`;
  return `attachment; filename="${checklistFileName(doc, extension)}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}
