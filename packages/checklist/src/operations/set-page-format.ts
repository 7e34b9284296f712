import { isOneOf } from "../model/is-one-of.ts";
import type { Checklist, PageFormat } from "../schema/checklist-schema.ts";

export type SetPageFormatInput = { readonly pageFormat: PageFormat };

export function setPageFormat(doc: Checklist, input: SetPageFormatInput): Checklist {
  if (!isOneOf(input.pageFormat, ["a4", "letter"] as const) || input.pageFormat === doc.pageFormat)
    return doc;
  return { ...doc, pageFormat: input.pageFormat };
}
