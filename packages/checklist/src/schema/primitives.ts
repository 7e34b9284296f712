import { z } from "zod";
import { isValidIsoDate } from "../calendar/iso-date.ts";

// Text is plain text: the renderer escapes it, so markup is harmless, but control characters (NUL,
// escape sequences, line separators in one-line fields) would corrupt exports and PDFs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

export function singleLineText(max: number) {
  return z
    .string({ error: "Expected text" })
    .max(max, { error: `Too long (max ${max})` })
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), {
      error: "Must be plain text on one line (no control characters)",
    });
}

export function multiLineText(max: number) {
  return z
    .string({ error: "Expected text" })
    .max(max, { error: `Too long (max ${max})` })
    .refine((value) => !MULTI_LINE_FORBIDDEN.test(value), {
      error: "Must be plain text (no control characters)",
    });
}

export function boundedList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item, { error: "Expected a list" })
    .max(max, { error: `Too many (max ${max})` })
    .readonly();
}

export function integerBetween(min: number, max: number) {
  return z
    .int({ error: "Expected a whole number" })
    .min(min, { error: `Too small (min ${min})` })
    .max(max, { error: `Too large (max ${max})` });
}

export const ID_PATTERN = /^[bir][1-9][0-9]{0,6}$/;

export const IdSchema = z.string({ error: "Expected an id" }).regex(ID_PATTERN, {
  error: "Invalid id (expected a letter b, i or r followed by a number)",
});

export const HexColorSchema = z
  .string({ error: "Expected a colour" })
  .regex(/^[0-9A-F]{6}$/, { error: "Invalid colour (expected six upper-case hex digits, e.g. 262626)" });

export const IsoDateSchema = z
  .string({ error: "Expected a date" })
  .refine(isValidIsoDate, { error: "Invalid date (expected YYYY-MM-DD between 1900 and 2199)" });
