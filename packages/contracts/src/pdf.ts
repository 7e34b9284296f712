import { ORIENTATIONS, PRINT_MODES } from "@listful/checklist";
import { z } from "zod";
import { ChecklistDataInputSchema } from "./document.ts";

export const PAGE_FORMATS = ["a4", "letter"] as const;

/**
 * POST /api/pdf: any document (guests too); `format` and `orientation` override the document's own
 * page format and orientation, `mode` its print mode (in colour, or ink-friendly: no filled areas, dark
 * lines, black text).
 */
export const PdfBodySchema = z.strictObject({
  data: ChecklistDataInputSchema,
  format: z.enum(PAGE_FORMATS).optional(),
  orientation: z.enum(ORIENTATIONS).optional(),
  mode: z.enum(PRINT_MODES, { error: `Expected one of: ${PRINT_MODES.join(", ")}` }).optional(),
  /** The catalogue template the document was made from, when any: a premium one needs a subscription. */
  templateId: z.number().int().positive().max(2_147_483_647).nullish(),
});

/** POST /api/pdf answers the PDF's bytes (application/pdf), not JSON: call it with the client's requestRaw. */
export const PdfResponseSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
