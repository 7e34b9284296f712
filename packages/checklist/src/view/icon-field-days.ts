import { addDays, type IsoDate } from "../calendar/iso-date.ts";
import { formatWeekday } from "../calendar/names.ts";
import {
  ICON_CELL_MAX_WIDTH,
  ICON_CELL_MIN_WIDTH,
  ICON_LABEL_MAX_WIDTH,
  ICON_LABEL_MIN_WIDTH,
  ICON_MARK_MAX,
} from "../pagination/geometry.ts";
import type { IconFieldBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

export type IconFieldDay = {
  readonly index: number;
  readonly date: IsoDate | null;
  /** Day of the month when dated, else the column number. */
  readonly label: string;
  /** Narrow weekday ("M") when dated, else "". */
  readonly weekday: string;
};

/** The day columns of an icon field: dated from the document's timeframe, numbered otherwise. */
export function getIconFieldDays(doc: Checklist, block: IconFieldBlock): readonly IconFieldDay[] {
  return Array.from({ length: block.days }, (_, index) => {
    const date = doc.timeframe ? addDays(doc.timeframe.start, index) : null;
    return {
      index,
      date,
      label: date ? String(Number(date.slice(8))) : String(index + 1),
      weekday: date ? formatWeekday(date, doc.locale, "narrow") : "",
    };
  });
}

export type IconFieldColumns = {
  readonly labelWidth: number;
  readonly cellWidth: number;
  /** The tick mark in each cell as drawn, outline included. */
  readonly markSize: number;
};

/**
 * Horizontal geometry of an icon field piece: the label column, then equal day columns as wide as the
 * room allows (within bounds), so a mark is big enough to tick with a pen in every layout.
 */
export function measureIconFieldColumns(pieceWidth: number, days: number): IconFieldColumns {
  let cellWidth = Math.max(
    ICON_CELL_MIN_WIDTH,
    Math.min(ICON_CELL_MAX_WIDTH, (pieceWidth - ICON_LABEL_MAX_WIDTH) / days),
  );
  if (pieceWidth - cellWidth * days < ICON_LABEL_MIN_WIDTH) {
    cellWidth = (pieceWidth - ICON_LABEL_MIN_WIDTH) / days;
  }
  const labelWidth = pieceWidth - cellWidth * days;
  return { labelWidth, cellWidth, markSize: Math.min(ICON_MARK_MAX, Math.floor(cellWidth - 1)) };
}
