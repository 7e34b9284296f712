import type { BlockKind } from "../schema/block-schema.ts";
import type { HeaderStyle, Orientation, PageFormat } from "../schema/checklist-schema.ts";

/** A rectangle in CSS px; x and y from the page's top-left corner unless said otherwise. */
export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

type RowBase = {
  /** From the top of the piece. */
  readonly y: number;
  readonly height: number;
};

/** One fixed-height horizontal slice of a piece, drawn top to bottom. */
export type PieceRow =
  /** A list's or icon field's title, or a text header's text, on `lines` lines. */
  | (RowBase & { readonly type: "heading"; readonly lines: number })
  /** A text field's prompt, on `lines` lines. */
  | (RowBase & { readonly type: "label"; readonly lines: number })
  /**
   * `count` writing lines of WRITING_LINE_HEIGHT each, the field's lines `from` to `from + count`
   * (a long field may continue on the next page); an interactive field's answer sits on them.
   */
  | (RowBase & { readonly type: "lines"; readonly from: number; readonly count: number })
  /** An icon field's legend (symbol and label per entry), wrapped to `lines` lines. */
  | (RowBase & { readonly type: "legend"; readonly lines: number })
  /**
   * An icon field's header: day numbers (and weekday initials when dated) over the day columns of one
   * band, the days `from` to `from + count` (all of them unless the piece is too narrow).
   */
  | (RowBase & { readonly type: "day-columns"; readonly from: number; readonly count: number })
  /** A month view's weekday names over its seven columns. */
  | (RowBase & { readonly type: "weekdays" })
  /** A list item; its text wraps to `lines` lines. */
  | (RowBase & {
      readonly type: "item";
      readonly itemId: string;
      readonly index: number;
      readonly depth: 1 | 2;
      readonly lines: number;
    })
  /** A blank row after a list's items, to write on by hand (not in the document). */
  | (RowBase & { readonly type: "spare"; readonly index: number })
  /** A tracker row over the days `from` to `from + count` (one band); its label wraps to `lines` lines. */
  | (RowBase & {
      readonly type: "icon-row";
      readonly rowId: string;
      readonly index: number;
      readonly lines: number;
      readonly from: number;
      readonly count: number;
    })
  /** A table's column headings, wrapped to `lines` lines in their columns. */
  | (RowBase & { readonly type: "table-head"; readonly lines: number })
  /** One row of a table's writing cells; its label is drawn, not stored. */
  | (RowBase & { readonly type: "table-row"; readonly index: number })
  /** One calendar row (component): per column a cell index, or null for a blank. */
  | (RowBase & {
      readonly type: "calendar-row";
      readonly index: number;
      readonly cells: readonly (number | null)[];
    });

/** A block, or the part of it that fits in one column of one page. */
export type Piece = {
  readonly blockId: string;
  readonly kind: BlockKind;
  readonly column: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** True when the block began on an earlier page or column (its title is not repeated). */
  readonly isContinuation: boolean;
  /** A day of a week laid across (layout 6): its title is underlined, with no rule after it. */
  readonly isAcross?: boolean;
  readonly rows: readonly PieceRow[];
};

export type PageHeader = {
  readonly style: HeaderStyle;
  /** The drawn header: band (style 3), frame (style 5), rule along the bottom (style 2). */
  readonly box: Box;
  readonly title: Box | null;
  /** The largest font at which the title fits, and the lines it wraps to at it. */
  readonly titleFontSize: number;
  readonly titleLines: number;
  readonly headline: Box | null;
  readonly headlineLines: number;
  /** Style 4 whose title and headline do not fit side by side: stacked like the other styles. */
  readonly isStacked: boolean;
};

/** On every page after the first: the title, small, and "page 2 of 3". */
export type RunningHead = {
  readonly box: Box;
  readonly title: string;
  readonly label: string;
};

export type PageFooter = {
  readonly box: Box;
  readonly text: string;
  /** The lines the text wraps to (FOOTER_LINE_HEIGHT each). */
  readonly lines: number;
  /** "2 / 5" at the right, or null when page numbers are off. */
  readonly pageLabel: string | null;
};

export type Page = {
  readonly index: number;
  readonly width: number;
  readonly height: number;
  /** The page minus its margin on every side (`getPageMargin`). */
  readonly content: Box;
  /** Where pieces go: the content box minus the header (first page) and the footer. */
  readonly flow: Box;
  /** Only on the first page. */
  readonly header: PageHeader | null;
  /** Only on the pages after the first. */
  readonly runningHead: RunningHead | null;
  readonly footer: PageFooter | null;
  readonly pieces: readonly Piece[];
};

/** What every item row shares; each row's own height is its lines times lineHeight plus extraHeight. */
export type ItemRowMetrics = {
  readonly fontSize: number;
  readonly lineHeight: number;
  /** Padding (and the ruled line's room in layout 4) added to the lines of text. */
  readonly extraHeight: number;
  /** Layout 4's room under the text for its ruled line. */
  readonly ruleRoom: number;
  readonly markerWidth: number;
  readonly subItemIndent: number;
  /** Tick boxes as drawn, outline included: items, and sub-items. */
  readonly tickSize: number;
  readonly subTickSize: number;
  /** Layout 4: draw a ruled line under each row. */
  readonly isRuled: boolean;
};

export type Pagination = {
  readonly format: PageFormat;
  readonly orientation: Orientation;
  readonly width: number;
  readonly height: number;
  readonly columns: { readonly count: number; readonly width: number; readonly gap: number };
  readonly itemRow: ItemRowMetrics;
  readonly pages: readonly Page[];
};
