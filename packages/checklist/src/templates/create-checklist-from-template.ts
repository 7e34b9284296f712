import { type IsoDate, isValidIsoDate, toIsoDate } from "../calendar/iso-date.ts";
import { alignTimeframeStart, isValidTimeframe } from "../calendar/timeframe.ts";
import { retimeChecklist } from "../model/retime-checklist.ts";
import { resetProgress } from "../operations/reset-progress.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import type { ChecklistTemplate } from "./template-schema.ts";

export type CreateFromTemplateOptions = {
  /** The day the new checklist starts from; today when left out. */
  readonly start?: Date | IsoDate;
};

/**
 * A new checklist from a template: its document with nothing ticked or filled in, and, for a
 * dated template, moved to the period containing `start` (a March habit tracker made in May
 * becomes a May habit tracker).
 */
export function createChecklistFromTemplate(
  template: Pick<ChecklistTemplate, "document">,
  options: CreateFromTemplateOptions = {},
): Checklist {
  const doc = resetProgress(template.document);
  const { timeframe } = doc;
  if (!timeframe) return doc;
  const start =
    options.start instanceof Date || options.start === undefined
      ? toIsoDate(options.start ?? new Date())
      : options.start;
  if (!isValidIsoDate(start)) return doc;
  const moved = { ...timeframe, start: alignTimeframeStart(start, timeframe.unit, doc.weekStart) };
  return isValidTimeframe(moved) ? retimeChecklist(doc, { timeframe: moved }) : doc;
}
