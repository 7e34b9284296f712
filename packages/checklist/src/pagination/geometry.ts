import type { CalendarSize } from "../schema/calendar-schema.ts";
import {
  type HeaderStyle,
  type ItemFontSize,
  type Orientation,
  PAGE_FORMATS,
  type PageFormat,
} from "../schema/checklist-schema.ts";

// All sizes are CSS pixels at 96 dpi (3.78 px to the millimetre). The renderer draws every box at
// exactly these sizes, and pagination measures every text against the fonts' width tables, so the
// editor, the view and the PDF agree by construction and no text is ever cut.

/**
 * The A4 page box is 797x1127 (docs/PRODUCT.md, Page geometry); US Letter is 8.5x11 in. A5 (148x210 mm)
 * and US half-letter (5.5x8.5 in) are the halves of A4 and Letter: each prints at its big sheet's scale, so
 * type and marks print as large as there and a page simply holds less, and turned, each is exactly as wide as
 * its big sheet upright (797 and 816 px), so a month of tracker days lays out on it as on A4 or Letter. A5's
 * box is its paper at A4's scale (the paper's 148 mm hold 561 px of it). Portrait sizes.
 */
export const PAGE_SIZES: Readonly<Record<PageFormat, { readonly width: number; readonly height: number }>> = {
  a4: { width: 797, height: 1127 },
  letter: { width: 816, height: 1056 },
  a5: { width: 561, height: 797 },
  "half-letter": { width: 528, height: 816 },
};

/** The page box of a format turned to an orientation. */
export function getPageSize(
  format: PageFormat,
  orientation: Orientation = "portrait",
): { readonly width: number; readonly height: number } {
  const size = PAGE_SIZES[format];
  return orientation === "landscape" ? { width: size.height, height: size.width } : size;
}

export const PX_PER_MM = 96 / 25.4;

/**
 * Half-size papers, A5 and US half-letter: a template meant for one A4 or Letter page may take two of
 * them, the two halves of that page (printed two on one sheet they are that sheet again), never more.
 */
export const SMALL_PAPER_FORMATS: readonly PageFormat[] = ["a5", "half-letter"];
export const SMALL_PAPER_MAX_PAGES = 2;

/** True for A5 and half-letter. */
export function isSmallPaper(format: PageFormat): boolean {
  return SMALL_PAPER_FORMATS.includes(format);
}

/** The paper of each format in millimetres, portrait. */
export const PAPER_MM: Readonly<Record<PageFormat, { readonly width: number; readonly height: number }>> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
  a5: { width: 148, height: 210 },
  "half-letter": { width: 139.7, height: 215.9 },
};

/**
 * How much a page box is scaled to fill its paper when printed, in either orientation. Listful's A4 page
 * is 797x1127 px, a little larger than 210x297 mm (793.7x1122.5 px), so it prints at 99.6%; A5's box
 * rounds its paper to whole pixels (99.96%); Letter's and half-letter's boxes are the paper.
 */
export function getPrintScale(format: PageFormat): number {
  const page = PAGE_SIZES[format];
  const paper = PAPER_MM[format];
  return Math.min(1, (paper.width * PX_PER_MM) / page.width, (paper.height * PX_PER_MM) / page.height);
}

/** A length on the page box in millimetres on paper. */
export function toPrintedMm(px: number, format: PageFormat): number {
  return (px * getPrintScale(format)) / PX_PER_MM;
}

/**
 * Blank space on every side of the page (10.6 mm); the content box is the page minus this margin. Small
 * paper (A5, half-letter) keeps the same margin: thinner would meet office printers' unprintable edge.
 */
export const PAGE_MARGIN = 40;

/**
 * Where a background's picture lies: 5 mm inside the page, where every office printer prints, so none clips
 * it unevenly.
 */
export const PRINTABLE_INSET = 20;

/** The band along the printable area's edges that a decoration's art keeps to. */
export const DECORATION_BAND = 20;

/** A decoration never comes closer than this to a text or a mark, on paper. */
export const DECORATION_CLEARANCE_MM = 6;

/**
 * The margin of a page that shows a decoration: the printable inset, the decoration's band, then its
 * clearance (in page px, on the paper that prints them smallest), so no content comes near the art.
 */
export const DECORATED_PAGE_MARGIN =
  PRINTABLE_INSET +
  DECORATION_BAND +
  Math.ceil((DECORATION_CLEARANCE_MM * PX_PER_MM) / Math.min(...PAGE_FORMATS.map(getPrintScale)));

/** Space between the two columns of layout 2. */
export const COLUMN_GAP = 24;

/** Space between two pieces stacked in one column. */
export const BLOCK_GAP = 16;

/** Space between the header (first page only) and the first piece. */
export const HEADER_GAP = 24;

/** The title's font sizes, largest first: a long title steps down until it fits, then wraps. */
export const TITLE_FONT_SIZES = [34, 28, 24, 20] as const;
/** A title line is this much taller than its font. */
export const TITLE_LINE_FACTOR = 1.3;
/** The one-line title box (a 34px title); a smaller or wrapped title is centred in at least this. */
export const TITLE_LINE_HEIGHT = 48;
export const HEADLINE_LINE_HEIGHT = 24;
export const HEADLINE_FONT_SIZE = 14;
/** A headline that wraps sets its lines this far apart. */
export const HEADLINE_WRAPPED_LINE_HEIGHT = 20;

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
export const FOOTER_FONT_SIZE = 11;
export const FOOTER_LINE_HEIGHT = 16;

/** The running head of every page after the first: the title, small, and "page 2 of 3". */
export const RUNNING_HEAD_HEIGHT = 20;
export const RUNNING_HEAD_GAP = 16;

/**
 * The type scale: every text on a sheet is one of these (CSS px; 10 px is 7.5 pt, nothing smaller).
 * Section titles (text headers and list and tracker titles) share one style, field labels another,
 * told apart at a glance: 3px smaller and regular, not bold (the sheet also draws them in the text colour
 * with no rule after them).
 */
export const TYPE_SCALE = {
  heading: { size: 17, lineHeight: 24, weight: 700 },
  label: { size: 14, lineHeight: 18, weight: 400 },
  rowLabel: { size: 12.5, lineHeight: 16, weight: 400 },
  cellTitle: { size: 12.5, lineHeight: 15, weight: 400 },
  legend: { size: 12, lineHeight: 18, weight: 400 },
  caption: { size: 10, lineHeight: 12, weight: 700 },
  weekday: { size: 11, lineHeight: 14, weight: 700 },
  answer: { size: 15, lineHeight: 32, weight: 400 },
} as const;

/** Block rows: fixed parts, and the padding around lines of text that wrap. */
export const HEADING_PADDING = 8;
/** A text header is the same title on a band with this much padding. */
export const TEXT_HEADER_PADDING = 16;
export const FIELD_LABEL_PADDING = 6;
export const WRITING_LINE_HEIGHT = 32;
export const LEGEND_PADDING = 10;
export const LEGEND_SWATCH = 14;
export const LEGEND_ENTRY_GAP = 18;
export const LEGEND_INNER_GAP = 6;
export const DAY_COLUMNS_HEIGHT = 32;
export const ICON_ROW_PADDING = 10;
export const ICON_ROW_HEIGHT = 26;
/** Tracker rows shrink to this when a page is tight, and grow up to the other to fill one. */
export const ICON_ROW_MIN_HEIGHT = 24;
export const ICON_ROW_MAX_HEIGHT = 40;
/** On A5 and half-letter, where a month's habits come in two bands, a tracker's rows may grow this far. */
export const SMALL_PAPER_ICON_ROW_MAX_HEIGHT = 56;
export const WEEKDAYS_HEIGHT = 24;
export const CALENDAR_ROW_HEIGHTS: Readonly<Record<CalendarSize, number>> = {
  small: 56,
  medium: 84,
  large: 112,
};
/** Inside a calendar cell: padding, the date line, then title lines (TYPE_SCALE.cellTitle). */
export const CALENDAR_CELL_PADDING = 6;
export const CALENDAR_CELL_PADDING_X = 7;
export const CALENDAR_DATE_LINE = 18;
/** A tight page may shrink calendar rows by up to this share (never below their titles). */
export const CALENDAR_SHRINK = 0.35;
/** On A5 and half-letter, whose day cells are small anyway, down to this share less (never below their titles). */
export const SMALL_PAPER_CALENDAR_SHRINK = 0.55;

/**
 * Table rows: a writing line's height, shrinking to the least on a tight page and growing to the most
 * to fill one; cells pad their text by the side padding; the label column is at least this wide.
 */
export const TABLE_ROW_MIN_HEIGHT = 24;
export const TABLE_ROW_MAX_HEIGHT = 40;
/** On A5 and half-letter, where a month of rows goes over two pages, a table's rows may grow this far. */
export const SMALL_PAPER_TABLE_ROW_MAX_HEIGHT = 48;
export const TABLE_CELL_PADDING_X = 6;
export const TABLE_LABEL_MIN_WIDTH = 28;
/** A table's headings row: its label lines and this padding. */
export const TABLE_HEAD_PADDING = 8;

/** Item rows: font size and line height per itemOptions.css.fontSize, plus fixed padding. */
export const ITEM_FONT: Readonly<
  Record<ItemFontSize, { readonly size: number; readonly lineHeight: number }>
> = {
  small: { size: 13, lineHeight: 18 },
  medium: { size: 15, lineHeight: 20 },
  large: { size: 17, lineHeight: 24 },
};
export const ITEM_ROW_PADDING = 12;
/** A tight page trims up to this much of an item row's padding (the tick box still fits). */
export const ITEM_ROW_SQUEEZE = 4;
export const ITEM_MARKER_WIDTH = 28;
export const SUB_ITEM_INDENT = 24;

/**
 * Marks to tick with a pen, as drawn (outline included; every shape fills its square box): at least
 * 4.5 mm across, items, sub-items and tracker cells alike, a star 5 mm, whatever the page's print scale
 * (A4 prints at 99.6%); a tracker's neighbouring marks 0.8 mm apart at least.
 */
export const TICK_SIZE = 18;
export const SUB_TICK_SIZE = 18;
export const STAR_TICK_SIZE = 20;
export const MIN_TICK_MM = 4.5;
export const MIN_STAR_MM = 5;
export const MIN_MARK_GAP_MM = 0.8;

export type TickShape = "square" | "circle" | "heart" | "star";

/** Tracker cells in landscape, where there is room: at least 5.5 mm wide. */
export const MIN_LANDSCAPE_CELL_MM = 5.5;

/**
 * Whether a page has room for wider tracker cells (`MIN_LANDSCAPE_CELL_MM`): A4 and Letter turned. A5 or
 * half-letter turned is no wider than A4 upright, so its cells keep the 4.5 mm marks of an upright page and a
 * month's days stay in one row.
 */
export function hasRoomyCells(format: PageFormat, orientation: Orientation): boolean {
  return orientation === "landscape" && !isSmallPaper(format);
}

/** A day cell in landscape: 5.5 mm on the paper that prints smallest (`MIN_LANDSCAPE_CELL_MM`). */
export const ICON_LANDSCAPE_CELL_MIN_WIDTH = 20.9;

/** Icon field label column: wide enough for a habit's name on a few lines, within bounds. */
export const ICON_LABEL_MIN_WIDTH = 90;
export const ICON_LABEL_MAX_WIDTH = 220;
/** The narrowest a label column gets (beside totals); narrower, the days go in two bands instead. */
export const ICON_LABEL_NARROWEST = 60;
/** Space above the second band of a tracker's days (its day numbers), setting it apart from the first. */
export const DAY_BAND_GAP = 12;
/** Room between a tracker's neighbouring marks: 0.8 mm on A4 (`MIN_MARK_GAP_MM`). */
export const ICON_MARK_GAP = 3.1;
/** Day cells: wide enough for a 4.5 mm mark and its gap, never wider than this. */
export const ICON_CELL_MIN_WIDTH = 20.2;
export const ICON_CELL_MAX_WIDTH = 36;
/** A tracker's mark never grows past this, however wide its cells. */
export const ICON_MARK_MAX = 22;
/** A tracker row's total ("31") after its days, and the column's head ("Total"). */
export const ICON_TOTAL_WIDTH = 30;
/** A tracker row's goal column (`goal`): a box to write the target in, 4.5 mm tall or more, and the head "Goal". */
export const ICON_GOAL_WIDTH = 32;
export const ICON_GOAL_BOX_HEIGHT = 18;
/** A year grid's month names ("Jan", "févr.") before its 31 day columns. */
export const YEAR_LABEL_MIN_WIDTH = 40;
export const YEAR_LABEL_MAX_WIDTH = 56;

/** A block never breaks with fewer of its rows than this before or after the break. */
export const MIN_ROWS_AT_BREAK = 2;

/** Interactive lists of day and week planners keep this many blank rows to write in by hand. */
export const SPARE_ROWS = 2;

/** A text field shrinks to this many lines at most when that saves a page. */
export const MIN_FIELD_LINES = 2;

/** Squeezing is searched in this many halvings: fine enough for a pixel on a page. */
export const SQUEEZE_STEPS = 6;
