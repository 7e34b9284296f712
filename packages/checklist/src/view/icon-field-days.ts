import { addDays, getWeekdayColumn, type IsoDate } from "../calendar/iso-date.ts";
import { formatShortDate, formatWeekday } from "../calendar/names.ts";
import { isWeekend } from "../calendar/week-data.ts";
import {
  ICON_CELL_MAX_WIDTH,
  ICON_CELL_MIN_WIDTH,
  ICON_GOAL_WIDTH,
  ICON_LABEL_MAX_WIDTH,
  ICON_LABEL_MIN_WIDTH,
  ICON_LABEL_NARROWEST,
  ICON_LANDSCAPE_CELL_MIN_WIDTH,
  ICON_MARK_GAP,
  ICON_MARK_MAX,
  ICON_TOTAL_WIDTH,
  YEAR_LABEL_MAX_WIDTH,
  YEAR_LABEL_MIN_WIDTH,
} from "../pagination/geometry.ts";
import { hasPeriod } from "../period/has-period.ts";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type IconFieldDay = {
  readonly index: number;
  readonly date: IsoDate | null;
  /** Day of the month when dated, else the column number. */
  readonly label: string;
  /** Narrow weekday ("M") when dated, else "". */
  readonly weekday: string;
  /** A weekend day where the locale's people live: tinted, so a month reads at a glance. */
  readonly isWeekend: boolean;
  /** The first day of a week (from the document's week start) after the first column: a rule marks it. */
  readonly isWeekStart: boolean;
  /** How the day is read out: "Mar 3", or "Day 3" when undated. */
  readonly name: string;
};

/**
 * The day columns of an icon field: dated from the document's timeframe, numbered (1 to 31 for an undated
 * month) without weekday letters when the sheet has no dates or is undated.
 */
export function getIconFieldDays(doc: Checklist, block: IconFieldBlock): readonly IconFieldDay[] {
  // A year grid's columns are the days of any month: numbered, without dates.
  const start = hasPeriod(doc) && block.grid === "days" ? doc.timeframe?.start : undefined;
  return Array.from({ length: block.days }, (_, index) => {
    const date = start ? addDays(start, index) : null;
    return {
      index,
      date,
      label: date ? String(Number(date.slice(8))) : String(index + 1),
      weekday: date ? formatWeekday(date, doc.locale, "narrow") : "",
      isWeekend: date !== null && isWeekend(date, doc.locale),
      isWeekStart: index > 0 && date !== null && getWeekdayColumn(date, doc.weekStart) === 0,
      name: date ? formatShortDate(date, doc.locale) : `Day ${index + 1}`,
    };
  });
}

export type IconFieldColumns = {
  readonly labelWidth: number;
  /** The goal column after the label (`goal`), or 0. */
  readonly goalWidth: number;
  readonly cellWidth: number;
  /** The tick mark in each cell as drawn, outline included. */
  readonly markSize: number;
  /** The column after the days that holds each row's total (`showRowTotals`), or 0. */
  readonly totalWidth: number;
  /** How many days one band of columns holds: all of them, or a part when the width is too narrow. */
  readonly bandDays: number;
};

/** What of an icon field decides its columns. */
export type IconFieldShape = Pick<IconFieldBlock, "days" | "grid" | "goal">;

/** One band of an icon field's day columns: the days `from` to `from + count`. */
export type DayBand = { readonly from: number; readonly count: number };

/**
 * How many bands the day columns take on a piece this wide: one, unless a column per day would leave a
 * cell narrower than a 4.5 mm mark and its 0.8 mm gap beside the narrowest label (A5 or half-letter
 * portrait, 31 days); then the days are split into two bands (1 to 16 and 17 to 31), or more, each
 * under its own day numbers with the rows repeated. Measured from the width alone, on every paper.
 */
export function countDayBands(
  pieceWidth: number,
  block: IconFieldShape,
  hasTotals = false,
  isRoomy = false,
): number {
  const { days } = block;
  // Totals take their column from the label, down to its narrowest; without them a label keeps its minimum.
  const labelMin = block.grid === "year" ? YEAR_LABEL_MIN_WIDTH : ICON_LABEL_MIN_WIDTH;
  const label = hasTotals ? ICON_TOTAL_WIDTH + Math.min(labelMin, ICON_LABEL_NARROWEST) : labelMin;
  const room = pieceWidth - label - (block.goal ? ICON_GOAL_WIDTH : 0);
  let bands = 1;
  const least = getLeastCellWidth(isRoomy);
  while (bands < days && room / Math.ceil(days / bands) < least) bands++;
  return bands;
}

/**
 * A day cell's least width: a 4.5 mm mark and its gap, or 5.5 mm where the page has room (`isRoomy`: A4 or
 * Letter in landscape, `hasRoomyCells`).
 */
function getLeastCellWidth(isRoomy: boolean): number {
  return isRoomy ? ICON_LANDSCAPE_CELL_MIN_WIDTH : ICON_CELL_MIN_WIDTH;
}

/** The bands of `days` day columns, `bandDays` to a band (the last may hold fewer). */
export function getDayBands(days: number, bandDays: number): DayBand[] {
  const count = Math.max(1, Math.ceil(days / Math.max(1, bandDays)));
  return Array.from({ length: count }, (_, band) => ({
    from: band * bandDays,
    count: Math.min(bandDays, days - band * bandDays),
  }));
}

/**
 * Horizontal geometry of an icon field piece: the label column (month names in a year grid), the goal
 * column, then equal day columns as wide as the room allows (within bounds), so a mark is big enough to
 * tick with a pen in every layout, then each row's total when the sheet shows them. On a narrow piece the
 * days are laid out in bands (`countDayBands`).
 */
export function measureIconFieldColumns(
  pieceWidth: number,
  block: IconFieldShape,
  hasTotals = false,
  isRoomy = false,
): IconFieldColumns {
  const bandDays = Math.ceil(block.days / countDayBands(pieceWidth, block, hasTotals, isRoomy));
  const least = getLeastCellWidth(isRoomy);
  const totalWidth = hasTotals ? ICON_TOTAL_WIDTH : 0;
  const goalWidth = block.goal ? ICON_GOAL_WIDTH : 0;
  const isYear = block.grid === "year";
  const labelMin = isYear ? YEAR_LABEL_MIN_WIDTH : ICON_LABEL_MIN_WIDTH;
  const labelMax = isYear ? YEAR_LABEL_MAX_WIDTH : ICON_LABEL_MAX_WIDTH;
  const room = pieceWidth - totalWidth - goalWidth;
  let cellWidth = Math.max(least, Math.min(ICON_CELL_MAX_WIDTH, (room - labelMax) / bandDays));
  if (room - cellWidth * bandDays < labelMin) {
    const fitted = (room - labelMin) / bandDays;
    // Totals and goals never shrink the marks below what a pen can tick: the labels wrap in less room instead.
    const hasExtras = totalWidth + goalWidth > 0;
    cellWidth = hasExtras ? Math.max(fitted, Math.min(cellWidth, least)) : fitted;
  }
  const labelWidth = room - cellWidth * bandDays;
  const markSize = Math.min(ICON_MARK_MAX, cellWidth - ICON_MARK_GAP);
  return { labelWidth, goalWidth, cellWidth, markSize, totalWidth, bandDays };
}
