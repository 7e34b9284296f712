import { z } from "zod";
import { EmailSchema, NameSchema, plainText } from "./fields.ts";

export const ContactBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  subject: plainText(150).pipe(z.string().min(1, "Subject is required.")),
  message: plainText(5000).pipe(z.string().min(10, "Message must be at least 10 characters.")),
  recaptchaToken: z.string().max(4096).optional(),
});
export type ContactBody = z.input<typeof ContactBodySchema>;
