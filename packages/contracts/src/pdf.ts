import { z } from "zod";

export const PAGE_FORMATS = ["a4", "letter"] as const;

/** POST /api/pdf: any document (guests too); `format` overrides the document's own page format. */
export const PdfBodySchema = z.strictObject({
  data: z.unknown().refine((value) => value !== undefined, "The checklist document is required."),
  format: z.enum(PAGE_FORMATS).optional(),
});

/** POST /api/pdf answers the PDF's bytes (application/pdf), not JSON: call it with the client's requestRaw. */
export const PdfResponseSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
