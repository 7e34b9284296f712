import type { CalendarSize } from "../schema/calendar-schema.ts";
import type { HeaderStyle, ItemFontSize, PageFormat } from "../schema/checklist-schema.ts";

// All sizes are CSS pixels at 96 dpi. The renderer draws every box at exactly these sizes (fixed
// heights, overflow hidden, text clamped), so the editor, the view and the PDF agree by construction.

/** SPEC: the page preview is 797x1127 (A4-like portrait); US Letter is 8.5x11 in. */
export const PAGE_SIZES: Readonly<Record<PageFormat, { readonly width: number; readonly height: number }>> = {
  a4: { width: 797, height: 1127 },
  letter: { width: 816, height: 1056 },
};

/** Blank space on every side of the page; the content box is the page minus this margin. */
export const PAGE_MARGIN = 40;

/** Space between the two columns of layout 2. */
export const COLUMN_GAP = 24;

/** Space between two pieces stacked in one column. */
export const BLOCK_GAP = 16;

/** Space between the header (first page only) and the first piece. */
export const HEADER_GAP = 24;

/** Heights of the header's title and headline lines. */
export const TITLE_LINE_HEIGHT = 48;
export const HEADLINE_LINE_HEIGHT = 24;
export const HEADLINE_FONT_SIZE = 14;

/**
 * Vertical padding inside each header style's box (band, frame or rule). Style 4 puts title and
 * headline on one line, so its box is as tall as the title line alone.
 */
export const HEADER_PADDING: Readonly<
  Record<HeaderStyle, { readonly top: number; readonly bottom: number; readonly isInline: boolean }>
> = {
  1: { top: 0, bottom: 0, isInline: false },
  2: { top: 0, bottom: 12, isInline: false },
  3: { top: 20, bottom: 20, isInline: false },
  4: { top: 0, bottom: 0, isInline: true },
  5: { top: 16, bottom: 16, isInline: false },
};

/** The footer line at the bottom of the content box of every page, and the space above it. */
export const FOOTER_HEIGHT = 20;
export const FOOTER_GAP = 8;

/** Block rows. */
export const HEADING_HEIGHT = 32;
export const TEXT_HEADER_HEIGHT = 40;
export const FIELD_LABEL_HEIGHT = 24;
export const WRITING_LINE_HEIGHT = 32;
export const LEGEND_HEIGHT = 28;
export const DAY_COLUMNS_HEIGHT = 32;
export const ICON_ROW_HEIGHT = 26;
export const WEEKDAYS_HEIGHT = 24;
export const CALENDAR_ROW_HEIGHTS: Readonly<Record<CalendarSize, number>> = {
  small: 56,
  medium: 84,
  large: 112,
};

/** Item rows: font size and line height per itemOptions.css.fontSize, plus fixed padding. */
export const ITEM_FONT: Readonly<
  Record<ItemFontSize, { readonly size: number; readonly lineHeight: number }>
> = {
  small: { size: 13, lineHeight: 18 },
  medium: { size: 15, lineHeight: 20 },
  large: { size: 17, lineHeight: 24 },
};
export const ITEM_ROW_PADDING = 12;
export const ITEM_MARKER_WIDTH = 28;
export const SUB_ITEM_INDENT = 24;
export const ITEM_MAX_LINES = 3;
/**
 * Average glyph width as a share of the font size used to turn maxlength into lines. Conservative for
 * the offered fonts' lowercase text; rare wider text is clamped with an ellipsis, never overflows.
 */
export const AVERAGE_GLYPH_WIDTH = 0.55;

/** Icon field label column: a share of the piece width, within bounds. */
export const ICON_LABEL_SHARE = 0.3;
export const ICON_LABEL_MIN_WIDTH = 80;
export const ICON_LABEL_MAX_WIDTH = 200;

/** A block never breaks with fewer of its rows than this before or after the break. */
export const MIN_ROWS_AT_BREAK = 2;
