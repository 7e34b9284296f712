import { TYPE_SCALE, WRITING_LINE_HEIGHT } from "./geometry.ts";
import type { ItemRowMetrics, PieceRow } from "./pagination-types.ts";

/** The least height a row needs to show all the lines of text pagination measured in it. */
export function getLeastRowHeight(row: PieceRow, itemRow: ItemRowMetrics): number {
  switch (row.type) {
    case "item":
      return row.lines * itemRow.lineHeight;
    case "icon-row":
      return row.lines * TYPE_SCALE.rowLabel.lineHeight;
    case "heading":
      return row.lines * TYPE_SCALE.heading.lineHeight;
    case "label":
      return row.lines * TYPE_SCALE.label.lineHeight;
    case "legend":
      return row.lines * TYPE_SCALE.legend.lineHeight;
    case "lines":
      return row.count * WRITING_LINE_HEIGHT;
    default:
      return 0;
  }
}
