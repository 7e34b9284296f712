import { getPeriodLabel, type PeriodUnitName } from "@listful/checklist";
import type { ChecklistResponse } from "@listful/contracts";
import { api } from "../../lib/api.ts";
import { type FormResult, submitCall } from "../../lib/form-action.ts";
import { readFormValues } from "../../lib/form-values.ts";
import { toast } from "../../ui/toast.ts";

const LABELS: Readonly<Record<PeriodUnitName, string>> = {
  month: "Next month's copy",
  week: "Next week's copy",
  day: "Tomorrow's copy",
  period: "Next period's copy",
};

/** What the action is called for a checklist of this period: "Next month's copy", "Tomorrow's copy". */
export function nextPeriodLabel(period: PeriodUnitName): string {
  return LABELS[period];
}

/**
 * What is said once the copy is made: its title, and its period when the title does not name it
 * ("“December 2026 habits” is ready.", "“Habit Tracker (copy)” for December 2026 is ready.").
 */
export function nextPeriodReadyMessage(copy: Pick<ChecklistResponse, "title" | "data">): string {
  const label = getPeriodLabel(copy.data);
  return !label || copy.title.includes(label)
    ? `“${copy.title}” is ready.`
    : `“${copy.title}” for ${label} is ready.`;
}

/** Makes the next period's copy of the checklist `id`, carrying over unfinished items when ticked. */
async function makeNextPeriodCopy(formData: FormData): Promise<FormResult<ChecklistResponse>> {
  const { id, carryUnfinished } = readFormValues(formData, ["id", "carryUnfinished"]);
  const outcome = await submitCall(() =>
    api.request("POST /api/checklist/:id/next-period", {
      params: { id },
      body: { carryUnfinished: carryUnfinished === "on" },
    }),
  );
  if (!outcome.ok) return outcome;
  toast.success(nextPeriodReadyMessage(outcome.result));
  return { ok: true, value: outcome.result };
}

/** The next period's copy, by the intent its dialog sends: My collection's, the view's and check-off's. */
export const NEXT_PERIOD_INTENTS = { "next-period": makeNextPeriodCopy };
