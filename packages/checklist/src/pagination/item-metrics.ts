import { getLayout } from "../layouts.ts";
import { countLines } from "../measure/break-lines.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import {
  ITEM_FONT,
  ITEM_MARKER_WIDTH,
  ITEM_ROW_PADDING,
  ITEM_ROW_SQUEEZE,
  STAR_TICK_SIZE,
  SUB_ITEM_INDENT,
  SUB_TICK_SIZE,
  TICK_SIZE,
  type TickShape,
} from "./geometry.ts";
import type { ItemRowMetrics } from "./pagination-types.ts";
import { getItemTextStyle } from "./text-styles.ts";

/** What every item row of a document shares: its font, padding, marker and tick sizes. */
export function getItemRowMetrics(doc: Checklist): ItemRowMetrics {
  const layout = getLayout(doc.layout);
  const font = ITEM_FONT[doc.itemOptions.css.fontSize];
  return {
    fontSize: font.size,
    lineHeight: font.lineHeight,
    extraHeight: ITEM_ROW_PADDING + layout.extraItemHeight,
    ruleRoom: layout.extraItemHeight,
    markerWidth: ITEM_MARKER_WIDTH,
    subItemIndent: SUB_ITEM_INDENT,
    tickSize: TICK_SIZE,
    subTickSize: SUB_TICK_SIZE,
    isRuled: layout.extraItemHeight > 0,
  };
}

/** An item's tick box, `size` px across: a star is drawn larger, 5 mm across where the others are 4.5. */
export function getTickSize(metrics: ItemRowMetrics, shape: TickShape, depth: 1 | 2): number {
  const size = depth === 2 ? metrics.subTickSize : metrics.tickSize;
  return shape === "star" ? Math.max(size, STAR_TICK_SIZE) : size;
}

/** The width an item's text wraps in: the column less the marker, and the indent of a sub-item. */
export function getItemTextWidth(metrics: ItemRowMetrics, columnWidth: number, depth: 1 | 2): number {
  return columnWidth - metrics.markerWidth - (depth === 2 ? metrics.subItemIndent : 0);
}

/** The space above an item's first line: the row's padding, shared above and below the text. */
export function getItemPaddingTop(metrics: ItemRowMetrics, height: number, lines: number): number {
  return (height - lines * metrics.lineHeight - metrics.ruleRoom) / 2;
}

/** The height of an item row of `lines` lines; a tight page (squeeze up to 1) trims its padding. */
export function getItemRowHeight(metrics: ItemRowMetrics, lines: number, squeeze: number): number {
  return lines * metrics.lineHeight + metrics.extraHeight - Math.round(squeeze * ITEM_ROW_SQUEEZE);
}

/**
 * An item row is as tall as its own text: the lines it wraps to at the item font (measured with the
 * fonts' width tables, so the server and every browser agree), one for an empty item.
 */
export function measureItemRow(
  doc: Checklist,
  metrics: ItemRowMetrics,
  columnWidth: number,
  item: { readonly text: string; readonly depth: 1 | 2 },
  squeeze = 0,
): { readonly lines: number; readonly height: number } {
  const width = getItemTextWidth(metrics, columnWidth, item.depth);
  const lines = item.text === "" ? 1 : countLines(item.text, getItemTextStyle(doc), width);
  return { lines, height: getItemRowHeight(metrics, lines, squeeze) };
}
