import { addDays, getWeekdayColumn, type IsoDate } from "../calendar/iso-date.ts";
import { formatShortDate, formatWeekday } from "../calendar/names.ts";
import { isWeekend } from "../calendar/week-data.ts";
import {
  ICON_CELL_MAX_WIDTH,
  ICON_CELL_MIN_WIDTH,
  ICON_LABEL_MAX_WIDTH,
  ICON_LABEL_MIN_WIDTH,
  ICON_MARK_MAX,
  ICON_TOTAL_WIDTH,
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
  const start = hasPeriod(doc) ? doc.timeframe?.start : undefined;
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
  readonly cellWidth: number;
  /** The tick mark in each cell as drawn, outline included. */
  readonly markSize: number;
  /** The column after the days that holds each row's total (`showRowTotals`), or 0. */
  readonly totalWidth: number;
};

/**
 * Horizontal geometry of an icon field piece: the label column, then equal day columns as wide as the
 * room allows (within bounds), so a mark is big enough to tick with a pen in every layout, then each row's
 * total when the sheet shows them.
 */
export function measureIconFieldColumns(
  pieceWidth: number,
  days: number,
  hasTotals = false,
): IconFieldColumns {
  const totalWidth = hasTotals ? ICON_TOTAL_WIDTH : 0;
  const room = pieceWidth - totalWidth;
  let cellWidth = Math.max(
    ICON_CELL_MIN_WIDTH,
    Math.min(ICON_CELL_MAX_WIDTH, (room - ICON_LABEL_MAX_WIDTH) / days),
  );
  if (room - cellWidth * days < ICON_LABEL_MIN_WIDTH) {
    const fitted = (room - ICON_LABEL_MIN_WIDTH) / days;
    // Totals never shrink the marks below what a pen can tick: the labels wrap in less room instead.
    cellWidth = hasTotals ? Math.max(fitted, Math.min(cellWidth, ICON_CELL_MIN_WIDTH)) : fitted;
  }
  const labelWidth = room - cellWidth * days;
  return { labelWidth, cellWidth, markSize: Math.min(ICON_MARK_MAX, Math.floor(cellWidth - 1)), totalWidth };
}
