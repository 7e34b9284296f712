import {
  type Checklist,
  getPeriodLabel,
  getPeriodUnits,
  hasWeekNumberPlace,
  type IsoDate,
  type TimeUnit,
} from "@listful/checklist";

/** What the Period group and the toolbar's period buttons offer for one document. */
export type PeriodControls = {
  /** The period it covers now ("December 2026"), or the one it keeps while undated. */
  readonly label: string;
  readonly start: IsoDate;
  readonly unit: TimeUnit;
  /** The units to choose from; a choice is offered only when there are two or more. */
  readonly units: readonly TimeUnit[];
  readonly isUndated: boolean;
  /** Whether the Week numbers switch shows (a month view or a weekly sheet). */
  readonly hasWeekNumbers: boolean;
};

/**
 * The period's controls for a document, or null for a sheet without dates (no Period group, no period
 * buttons). An undated sheet keeps its group, to switch its dates back on.
 */
export function getPeriodControls(doc: Checklist): PeriodControls | null {
  const { timeframe } = doc;
  if (!timeframe) return null;
  return {
    label: getPeriodLabel(doc),
    start: timeframe.start,
    unit: timeframe.unit,
    units: getPeriodUnits(doc),
    isUndated: doc.isUndated,
    hasWeekNumbers: hasWeekNumberPlace(doc),
  };
}

/** The toolbar's period buttons: absent without dates, there but disabled while the sheet is undated. */
export type PeriodStepState = "none" | "dated" | "undated";

export function getPeriodStepState(doc: Checklist): PeriodStepState {
  if (!doc.timeframe) return "none";
  return doc.isUndated ? "undated" : "dated";
}
