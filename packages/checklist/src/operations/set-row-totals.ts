import type { Checklist } from "../schema/checklist-schema.ts";

export type SetRowTotalsInput = { readonly showRowTotals: boolean };

/** Each tracker row ends with its count of ticks, or not. */
export function setRowTotals(doc: Checklist, input: SetRowTotalsInput): Checklist {
  if (typeof input.showRowTotals !== "boolean" || input.showRowTotals === doc.showRowTotals) return doc;
  return { ...doc, showRowTotals: input.showRowTotals };
}
