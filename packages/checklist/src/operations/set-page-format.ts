import { isOneOf } from "../model/is-one-of.ts";
import { type Checklist, PAGE_FORMATS, type PageFormat } from "../schema/checklist-schema.ts";

export type SetPageFormatInput = { readonly pageFormat: PageFormat };

export function setPageFormat(doc: Checklist, input: SetPageFormatInput): Checklist {
  if (!isOneOf(input.pageFormat, PAGE_FORMATS) || input.pageFormat === doc.pageFormat) return doc;
  return { ...doc, pageFormat: input.pageFormat };
}
