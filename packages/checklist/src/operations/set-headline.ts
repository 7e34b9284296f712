import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { sanitizeSingleLine } from "../text/sanitize-text.ts";

export type SetHeadlineInput = { readonly text: string };

export function setHeadline(doc: Checklist, input: SetHeadlineInput): Checklist {
  const headline = sanitizeSingleLine(input.text, LIMITS.headline);
  return headline === doc.headline ? doc : { ...doc, headline };
}
