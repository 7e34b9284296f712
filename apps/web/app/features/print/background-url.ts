import type { Checklist } from "@listful/checklist";
import type { Background } from "@listful/contracts";

/**
 * The image to draw behind a document's pages, from the catalogue (GET /api/backgrounds): the sheet never builds
 * URLs from document data, it is handed this one.
 */
export function backgroundUrlFor(doc: Checklist, backgrounds: readonly Background[]): string | undefined {
  if (!doc.design.showBackground) return undefined;
  return backgrounds.find((background) => background.id === doc.design.backgroundId)?.image;
}
