import type { RowLimit } from "@listful/checklist";
import { toast } from "../../../ui/toast.ts";

/** Why no row can be added, and the limit, in the words the editor uses. */
export function rowLimitMessage({ scope, max }: RowLimit): string {
  if (scope === "checklist")
    return `This checklist is full: it holds at most ${max} items in all its lists. Remove some to add more.`;
  if (scope === "grid") return `This habit grid is full: a grid holds at most ${max} rows.`;
  return `This list is full: a list holds at most ${max} items.`;
}

/** Says it where the person is typing: Enter in a full block changes nothing else they could see. */
export function announceRowLimit(limit: RowLimit): void {
  toast.info(rowLimitMessage(limit));
}
