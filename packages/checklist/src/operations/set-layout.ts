import { LAYOUTS } from "../layouts.ts";
import { applyLayoutOrder } from "../model/list-items.ts";
import type { Checklist, LayoutId } from "../schema/checklist-schema.ts";

export type SetLayoutInput = { readonly layout: LayoutId };

/** Switches the editor layout template; layout 5 sorts ticked items below open ones at once. */
export function setLayout(doc: Checklist, input: SetLayoutInput): Checklist {
  const layout = LAYOUTS.find((candidate) => candidate.id === input.layout);
  if (!layout || layout.id === doc.layout) return doc;
  return applyLayoutOrder({ ...doc, layout: layout.id });
}
