import { ORIENTATIONS, PAGE_FORMATS, PRINT_MODES } from "@listful/checklist";
import { z } from "zod";
import { ChecklistDataInputSchema } from "./document.ts";

/** The small papers that print two on one sheet: A5 on A4, half-letter on US Letter. */
export const TWO_UP_FORMATS = ["a5", "half-letter"] as const;

/**
 * POST /api/pdf: any document (guests too); `format` and `orientation` override the document's own
 * page format and orientation, `mode` its print mode (in colour, or ink-friendly: no filled areas, dark
 * lines, black text), `hideDone` leaves out what is done, `twoUp` prints two small pages on one sheet.
 */
export const PdfBodySchema = z
  .strictObject({
    data: ChecklistDataInputSchema,
    format: z.enum(PAGE_FORMATS, { error: `Expected one of: ${PAGE_FORMATS.join(", ")}` }).optional(),
    orientation: z.enum(ORIENTATIONS).optional(),
    mode: z.enum(PRINT_MODES, { error: `Expected one of: ${PRINT_MODES.join(", ")}` }).optional(),
    /**
     * Print without what is done: lists leave out their ticked items and close up, and each tracker row ends
     * with the total of its ticks.
     */
    hideDone: z.boolean({ error: "hideDone must be true or false." }).optional(),
    /** The catalogue template the document was made from, when any: a premium one needs a subscription. */
    templateId: z.number().int().positive().max(2_147_483_647).nullish(),
    /**
     * Two pages on one sheet, with cut marks: `format` a5 on A4, half-letter on Letter (portrait pages side
     * by side, landscape pages one above the other), in reading order; a one-page document twice.
     */
    twoUp: z.boolean({ error: "twoUp must be true or false." }).optional(),
  })
  .refine((body) => body.twoUp !== true || TWO_UP_FORMATS.some((format) => format === body.format), {
    path: ["twoUp"],
    message:
      "Two on one sheet takes format a5 (two on A4) or half-letter (two on Letter); A4 and Letter print one a sheet.",
  });

/** POST /api/pdf answers the PDF's bytes (application/pdf), not JSON: call it with the client's requestRaw. */
export const PdfResponseSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
