import { removeDoneItems } from "../model/done-items.ts";
import { hasPeriod } from "../period/has-period.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { resetProgress } from "./reset-progress.ts";
import { shiftPeriod } from "./shift-period.ts";

export type NextPeriodCopyInput = {
  /** Lists keep only their unfinished items (ticked ones are dropped); else every item is kept, unticked. */
  readonly carryUnfinished: boolean;
};

/**
 * The same sheet for the next period (December's after November's, next week's, tomorrow's, the 30 days
 * after a challenge): the same design, habits and items, nothing ticked or answered, every date moved on by
 * one period (`shiftPeriod`), and a title that named the old period naming the new one. Throws a RangeError
 * for a sheet with no period (`hasPeriod`: none for a sheet without dates or an undated one) and at the last
 * supported date: ask `hasPeriod` first.
 */
export function nextPeriodCopy(doc: Checklist, input: NextPeriodCopyInput): Checklist {
  if (!hasPeriod(doc)) throw new RangeError("An undated checklist has no next period.");
  const kept = input.carryUnfinished ? { ...doc, blocks: removeDoneItems(doc.blocks) } : doc;
  const reset = resetProgress(kept);
  const next = shiftPeriod(reset, { by: 1 });
  if (next.timeframe?.start === reset.timeframe?.start) {
    throw new RangeError("This checklist's next period is past the last supported date.");
  }
  return next;
}
