import { addDays, type IsoDate } from "../calendar/iso-date.ts";
import { formatWeekday } from "../calendar/names.ts";
import { ICON_LABEL_MAX_WIDTH, ICON_LABEL_MIN_WIDTH, ICON_LABEL_SHARE } from "../pagination/geometry.ts";
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

/** Horizontal geometry of an icon field piece: the label column, then equal day columns. */
export function measureIconFieldColumns(
  pieceWidth: number,
  days: number,
): { readonly labelWidth: number; readonly cellWidth: number } {
  const labelWidth = Math.round(
    Math.min(ICON_LABEL_MAX_WIDTH, Math.max(ICON_LABEL_MIN_WIDTH, pieceWidth * ICON_LABEL_SHARE)),
  );
  return { labelWidth, cellWidth: (pieceWidth - labelWidth) / days };
}
