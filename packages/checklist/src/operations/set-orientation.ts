import { isOneOf } from "../model/is-one-of.ts";
import type { Checklist, Orientation } from "../schema/checklist-schema.ts";

export type SetOrientationInput = { readonly orientation: Orientation };

/** Turns the pages to portrait or landscape; pagination lays the same blocks out on the turned page. */
export function setOrientation(doc: Checklist, input: SetOrientationInput): Checklist {
  if (
    !isOneOf(input.orientation, ["portrait", "landscape"] as const) ||
    input.orientation === doc.orientation
  )
    return doc;
  return { ...doc, orientation: input.orientation };
}
