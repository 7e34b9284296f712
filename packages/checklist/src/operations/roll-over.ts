import { getNextTimeframe, isValidTimeframe } from "../calendar/timeframe.ts";
import { retimeChecklist } from "../model/retime-checklist.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { resetProgress } from "./reset-progress.ts";

/**
 * The same sheet for the next period: same habits, tasks and prompts, nothing ticked, and a dated
 * sheet moved on by its own length (March to April, this week to the next, a 30-day challenge to
 * the following 30 days). An undated sheet is only reset.
 */
export function rollOver(doc: Checklist): Checklist {
  const reset = resetProgress(doc);
  if (!doc.timeframe) return reset;
  const next = getNextTimeframe(doc.timeframe);
  return isValidTimeframe(next) ? retimeChecklist(reset, { timeframe: next }) : reset;
}
