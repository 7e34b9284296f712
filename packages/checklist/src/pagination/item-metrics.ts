import { getLayout } from "../layouts.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import {
  AVERAGE_GLYPH_WIDTH,
  ITEM_FONT,
  ITEM_MARKER_WIDTH,
  ITEM_MAX_LINES,
  ITEM_ROW_PADDING,
  SUB_ITEM_INDENT,
} from "./geometry.ts";
import type { ItemRowMetrics } from "./pagination-types.ts";

/**
 * Every item row of a document has the same height: enough lines for `maxlength` characters at
 * the item font in the narrowest text box (a sub-item's), at most ITEM_MAX_LINES. Heights then
 * follow from the document alone, never from measuring text.
 */
export function getItemRowMetrics(doc: Checklist, columnWidth: number): ItemRowMetrics {
  const layout = getLayout(doc.layout);
  const font = ITEM_FONT[doc.itemOptions.css.fontSize];
  const textWidth = columnWidth - ITEM_MARKER_WIDTH - SUB_ITEM_INDENT;
  const charsPerLine = Math.max(1, Math.floor(textWidth / (font.size * AVERAGE_GLYPH_WIDTH)));
  const lines = Math.min(ITEM_MAX_LINES, Math.max(1, Math.ceil(doc.itemOptions.maxlength / charsPerLine)));
  return {
    height: lines * font.lineHeight + ITEM_ROW_PADDING + layout.extraItemHeight,
    lines,
    fontSize: font.size,
    lineHeight: font.lineHeight,
    paddingTop: ITEM_ROW_PADDING / 2,
    markerWidth: ITEM_MARKER_WIDTH,
    subItemIndent: SUB_ITEM_INDENT,
    isRuled: layout.extraItemHeight > 0,
  };
}
