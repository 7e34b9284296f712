import type { Checklist } from "../schema/checklist-schema.ts";

export type SetWeekNumbersInput = { readonly showWeekNumbers: boolean };

/** Week numbers ("W49") on or off, for month views and weekly sheets (`getWeekNumber` says how they count). */
export function setWeekNumbers(doc: Checklist, input: SetWeekNumbersInput): Checklist {
  if (typeof input.showWeekNumbers !== "boolean" || input.showWeekNumbers === doc.showWeekNumbers) return doc;
  return { ...doc, showWeekNumbers: input.showWeekNumbers };
}
