import { z } from "zod";
import { EmailSchema, multiLineText, NameSchema, singleLineText } from "./fields.ts";

export const ContactBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  subject: singleLineText(150).pipe(z.string().min(1, "Subject is required.")),
  message: multiLineText(5000).pipe(z.string().min(10, "Message must be at least 10 characters.")),
  recaptchaToken: z.string().max(4096).optional(),
});
export type ContactBody = z.input<typeof ContactBodySchema>;
