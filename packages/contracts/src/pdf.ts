import { ORIENTATIONS } from "@listful/checklist";
import { z } from "zod";

export const PAGE_FORMATS = ["a4", "letter"] as const;

/**
 * POST /api/pdf: any document (guests too); `format` and `orientation` override the document's own
 * page format and orientation.
 */
export const PdfBodySchema = z.strictObject({
  data: z.unknown().refine((value) => value !== undefined, "The checklist document is required."),
  format: z.enum(PAGE_FORMATS).optional(),
  orientation: z.enum(ORIENTATIONS).optional(),
});
