import { daysInMonth } from "../calendar/iso-date.ts";
import { getMonthNames } from "../calendar/names.ts";
import { hasPeriod } from "../period/has-period.ts";
import { type IconFieldBlock, YEAR_GRID } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/** A row of a year grid: a month, named in the document's locale, and how many of its day columns it has. */
export type YearGridMonth = {
  readonly index: number;
  /** Short name, printed before the row ("Jan", "févr."). */
  readonly label: string;
  /** Full name, for reading the row out ("January"). */
  readonly name: string;
  /** The days the month has: 28 to 31; February 29 on an undated sheet, any year fits. */
  readonly days: number;
};

/** An undated year grid's February: a leap year's, so every year can be coloured in. */
const UNDATED_YEAR = 2024;

/** The year a dated year grid covers: the year its period starts in; null when the sheet prints no dates. */
export function getYearGridYear(doc: Checklist): number | null {
  const start = hasPeriod(doc) ? doc.timeframe?.start : undefined;
  return start ? Number(start.slice(0, 4)) : null;
}

/** The twelve months of a year grid, in the document's locale. */
export function getYearGridMonths(doc: Checklist): readonly YearGridMonth[] {
  const year = getYearGridYear(doc) ?? UNDATED_YEAR;
  const labels = getMonthNames(doc.locale, "short");
  const names = getMonthNames(doc.locale, "long");
  return Array.from({ length: YEAR_GRID.months }, (_, index) => ({
    index,
    label: labels[index] ?? "",
    name: names[index] ?? "",
    days: daysInMonth(year, index + 1),
  }));
}

/**
 * Whether a cell of an icon field is a day to tick: every cell of a day grid; in a year grid only the days
 * its month has (no 30 February), the others are not drawn.
 */
export function isIconCellDrawn(
  months: readonly YearGridMonth[] | null,
  rowIndex: number,
  day: number,
): boolean {
  if (months === null) return true;
  return day < (months[rowIndex]?.days ?? 0);
}

/** A year grid's months, or null for a grid of the period's days. */
export function getGridMonths(doc: Checklist, block: IconFieldBlock): readonly YearGridMonth[] | null {
  return block.grid === "year" ? getYearGridMonths(doc) : null;
}
