import { z } from "zod";
import { FIELD_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "./field-messages.ts";

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
function isControlCharacter(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

const LINE_BREAK_OR_TAB = new Set([0x09, 0x0a, 0x0d]);

/** Whether a text holds a control character; line breaks and tabs count unless `allowLineBreaks`. */
export function hasControlCharacter(value: string, options: { allowLineBreaks?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControlCharacter(code) && !(options.allowLineBreaks && LINE_BREAK_OR_TAB.has(code))) return true;
  }
  return false;
}

/**
 * A one-line text from a person (a name, a title, a subject): trimmed, with no line break, tab or other
 * control character anywhere, not even at the ends where trimming would hide it.
 */
export function singleLineText(max: number) {
  return z
    .string()
    .refine(
      (s) => !hasControlCharacter(s),
      "Must be one line of text, without line breaks, tabs or control characters.",
    )
    .trim()
    .max(max, `Must be at most ${max} characters.`);
}

/** A text of several lines from a person (a message): trimmed; line breaks and tabs, no other controls. */
export function multiLineText(max: number) {
  return z
    .string()
    .refine((s) => !hasControlCharacter(s, { allowLineBreaks: true }), "Must not contain control characters.")
    .trim()
    .max(max, `Must be at most ${max} characters.`);
}

export const EmailSchema = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .refine((s) => !hasControlCharacter(s), "Enter a valid e-mail address.")
  .trim()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(254, "E-mail must be at most 254 characters.")
  .pipe(z.email({ error: FIELD_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A new password. Whether it is too common is checked by the server, which holds the list. */
export const NewPasswordSchema = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, FIELD_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
  .refine((s) => !hasControlCharacter(s), "Password must not contain control characters.");

/** An existing password being presented: no policy, only sane bounds. */
export const CurrentPasswordSchema = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(1, FIELD_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const NameSchema = singleLineText(100).pipe(z.string().min(1, FIELD_MESSAGES.nameRequired));
