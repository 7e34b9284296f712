import { daysBetween, type IsoDate, isValidIsoDate, toIsoDate } from "../calendar/iso-date.ts";
import { hasPeriod } from "../period/has-period.ts";
import type { IconFieldBlock, IconRow } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getGridMonths } from "../view/year-grid.ts";

/** How one row of a habit (or mood) grid is going. */
export type HabitProgress = {
  readonly rowId: string;
  /**
   * Ticked days in a row ending today, or yesterday while today is not ticked yet (a day not yet come breaks
   * nothing); 0 when the period has not begun or ended before yesterday. Null for a sheet without a period
   * (undated, or no dates), whose columns are no days.
   */
  readonly streak: number | null;
  /** Ticked days in the period (cells filled with a mood, in a mood grid). */
  readonly total: number;
  /** Days in the period: the grid's columns. */
  readonly days: number;
};

/** A row's ticked days (filled cells, in a mood grid): the total a printed row ends with. */
export function countRowTicks(row: IconRow): number {
  return row.cells.filter((value) => value > 0).length;
}

/** The run of ticked cells that ends at `end`. */
function countRunTo(cells: readonly number[], end: number): number {
  let run = 0;
  for (let day = end; day >= 0 && day < cells.length && (cells[day] ?? 0) > 0; day--) run++;
  return run;
}

/**
 * Each row's streak and total in a habit or mood grid, as of `today` (the person's own calendar day: a Date
 * is read in local time). For "4-day streak · 12 of 30" beside a habit (`formatHabitProgress`).
 */
export function getHabitProgress(
  doc: Checklist,
  block: IconFieldBlock,
  today: Date | IsoDate,
): readonly HabitProgress[] {
  const day = today instanceof Date ? toIsoDate(today) : today;
  // A year grid's rows are months: each counts its own days, with no streak across the period's days.
  const months = getGridMonths(doc, block);
  const start = hasPeriod(doc) && isValidIsoDate(day) && !months ? doc.timeframe?.start : undefined;
  const todayIndex = start === undefined ? null : daysBetween(start, day);
  return block.rows.map((row, index) => {
    const cells = row.cells;
    const total = countRowTicks(row);
    const streak =
      todayIndex === null
        ? null
        : (cells[todayIndex] ?? 0) > 0
          ? countRunTo(cells, todayIndex)
          : countRunTo(cells, todayIndex - 1);
    return { rowId: row.id, streak, total, days: months?.[index]?.days ?? block.days };
  });
}

/** "4-day streak · 12 of 30", or "12 of 30" with no streak going (and on an undated sheet). */
export function formatHabitProgress(progress: HabitProgress): string {
  const count = `${progress.total} of ${progress.days}`;
  return progress.streak ? `${progress.streak}-day streak · ${count}` : count;
}
