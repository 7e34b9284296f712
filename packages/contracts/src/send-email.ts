import { z } from "zod";
import { hasControlCharacter } from "./fields.ts";

/**
 * One plain address and nothing else: no display name, comment, group or list, no CR/LF (header
 * injection), at most 254 characters.
 */
export const RecipientSchema = z
  .string({ error: "E-mail is required." })
  // Control characters anywhere, even at the ends where trimming would hide them, mean a forged header.
  .refine((value) => !hasControlCharacter(value), "Enter one e-mail address, nothing else.")
  .trim()
  .min(1, "E-mail is required.")
  .max(254, "E-mail must be at most 254 characters.")
  .refine((value) => !/[\r\n\t\0,;:"'()<>[\]\\\s]/.test(value), "Enter one e-mail address, nothing else.")
  .pipe(z.email({ error: "Enter a valid e-mail address." }))
  .transform((email) => email.toLowerCase());

export const SendChecklistBodySchema = z.strictObject({ email: RecipientSchema });
export type SendChecklistBody = z.input<typeof SendChecklistBodySchema>;

export const SendImageBodySchema = z.strictObject({
  email: RecipientSchema,
  base64: z.string().min(1, "The image is required.").max(3_000_000, "The image must be at most 2 MB."),
});
export type SendImageBody = z.input<typeof SendImageBodySchema>;
