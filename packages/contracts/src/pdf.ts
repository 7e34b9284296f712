import { PRINT_MODES } from "@listful/checklist";
import { z } from "zod";

export const PAGE_FORMATS = ["a4", "letter"] as const;

/**
 * POST /api/pdf: any document (guests too); `format` overrides the document's own page format, `mode` its
 * print mode (in colour, or ink-friendly: no filled areas, dark lines, black text).
 */
export const PdfBodySchema = z.strictObject({
  data: z.unknown().refine((value) => value !== undefined, "The checklist document is required."),
  format: z.enum(PAGE_FORMATS).optional(),
  mode: z.enum(PRINT_MODES, { error: `Expected one of: ${PRINT_MODES.join(", ")}` }).optional(),
});
