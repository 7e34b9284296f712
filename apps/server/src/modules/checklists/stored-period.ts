import type { PeriodUnitName } from "@listful/checklist";

const UNITS: readonly unknown[] = ["day", "week", "month"] satisfies PeriodUnitName[];

/**
 * What a card says of its checklist's period, from the two fields of the stored document a list reads
 * (`CARD_COLUMNS`) rather than the whole document: the model's `hasPeriod` and `getPeriodUnitName` on them
 * (no period when undated; a run of several units is a "period"). Any stored version has these two fields
 * where the current one does, a version 1 document without `isUndated`.
 */
export function storedPeriod(fields: { timeframe: unknown; isUndated: unknown }): PeriodUnitName | null {
  const { timeframe, isUndated } = fields;
  if (isUndated === true || typeof timeframe !== "object" || timeframe === null) return null;
  const { unit, count } = timeframe as Record<string, unknown>;
  if (!UNITS.includes(unit) || typeof count !== "number") return null;
  return count === 1 ? (unit as PeriodUnitName) : "period";
}
