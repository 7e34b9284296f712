import { z } from "zod";

/** Strings from people: trimmed, and no control characters (a NUL byte can never be stored). */
export function plainText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .refine((s) => !hasControlCharacters(s), "Must not contain control characters.");
}

export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return true;
    if (code === 0x7f) return true;
  }
  return false;
}

export const EmailSchema = z
  .string({ error: "E-mail is required." })
  .trim()
  .min(1, "E-mail is required.")
  .max(254, "E-mail must be at most 254 characters.")
  .pipe(z.email({ error: "Enter a valid e-mail address." }))
  .transform((email) => email.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A new password. Whether it is too common is checked by the server, which holds the list. */
export const NewPasswordSchema = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
  .refine((s) => !s.includes("\u0000"), "Password must not contain control characters.");

/** An existing password being presented: no policy, only sane bounds. */
export const CurrentPasswordSchema = z
  .string({ error: "Password is required." })
  .min(1, "Password is required.")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const NameSchema = plainText(100).pipe(z.string().min(1, "Name is required."));
