import { getCalendarGridRows, getCalendarOffset, isWeekdayAligned } from "../calendar/calendar-grid.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import {
  CALENDAR_ROW_HEIGHTS,
  DAY_COLUMNS_HEIGHT,
  FIELD_LABEL_HEIGHT,
  HEADING_HEIGHT,
  ICON_ROW_HEIGHT,
  LEGEND_HEIGHT,
  TEXT_HEADER_HEIGHT,
  WEEKDAYS_HEIGHT,
  WRITING_LINE_HEIGHT,
} from "./geometry.ts";
import type { ItemRowMetrics, PieceRow } from "./pagination-types.ts";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type RowDraft = DistributiveOmit<PieceRow, "y">;

/**
 * A block as fixed-height rows: `lead` opens the block, `repeat` opens each continuation on a later
 * page or column (column headers), and each of `rows` is one unsplittable row.
 */
export type BlockMeasure = {
  readonly lead: readonly RowDraft[];
  readonly repeat: readonly RowDraft[];
  readonly rows: readonly RowDraft[];
};

function heading(title: string): RowDraft[] {
  return title === "" ? [] : [{ type: "heading", height: HEADING_HEIGHT }];
}

export function measureBlock(doc: Checklist, block: Block, itemRow: ItemRowMetrics): BlockMeasure {
  switch (block.kind) {
    case "text-header":
      return { lead: [{ type: "heading", height: TEXT_HEADER_HEIGHT }], repeat: [], rows: [] };
    case "text-field":
    case "interactive-text-field": {
      const label: RowDraft[] = block.label === "" ? [] : [{ type: "label", height: FIELD_LABEL_HEIGHT }];
      const lines: RowDraft = {
        type: "lines",
        count: block.lines,
        height: block.lines * WRITING_LINE_HEIGHT,
      };
      return { lead: [...label, lines], repeat: [], rows: [] };
    }
    case "list":
    case "interactive-list":
      return {
        lead: heading(block.title),
        repeat: [],
        rows: block.items.map((item, index) => ({
          type: "item",
          itemId: item.id,
          index,
          depth: item.depth,
          height: itemRow.height,
        })),
      };
    case "icon-field": {
      const columns: RowDraft = { type: "day-columns", height: DAY_COLUMNS_HEIGHT };
      const legend: RowDraft[] = block.legend.length > 0 ? [{ type: "legend", height: LEGEND_HEIGHT }] : [];
      return {
        lead: [...heading(block.title), ...legend, columns],
        repeat: [columns],
        rows: block.rows.map((row, index) => ({
          type: "icon-row",
          rowId: row.id,
          index,
          height: ICON_ROW_HEIGHT,
        })),
      };
    }
    case "calendar": {
      const calendar = doc.calendar;
      const weekdays: RowDraft[] = isWeekdayAligned(calendar, doc.timeframe)
        ? [{ type: "weekdays", height: WEEKDAYS_HEIGHT }]
        : [];
      const offset = getCalendarOffset(calendar, doc.timeframe, doc.weekStart);
      const rows = getCalendarGridRows(calendar, offset).map(
        (row): RowDraft => ({ type: "calendar-row", ...row, height: CALENDAR_ROW_HEIGHTS[calendar.size] }),
      );
      return { lead: weekdays, repeat: weekdays, rows };
    }
  }
}
