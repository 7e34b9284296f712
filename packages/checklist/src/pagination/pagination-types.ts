import type { BlockKind } from "../schema/block-schema.ts";
import type { HeaderStyle, PageFormat } from "../schema/checklist-schema.ts";

/** A rectangle in CSS px; x and y from the page's top-left corner unless said otherwise. */
export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

type RowBase = {
  /** From the top of the piece. */
  readonly y: number;
  readonly height: number;
};

/** One fixed-height horizontal slice of a piece, drawn top to bottom. */
export type PieceRow =
  /** A list's or icon field's title, or a text header's text. */
  | (RowBase & { readonly type: "heading" })
  /** A text field's prompt. */
  | (RowBase & { readonly type: "label" })
  /** `count` writing lines of WRITING_LINE_HEIGHT each (an interactive field's answer sits on them). */
  | (RowBase & { readonly type: "lines"; readonly count: number })
  /** An icon field's legend (symbol and label per entry, on one line). */
  | (RowBase & { readonly type: "legend" })
  /** An icon field's header: day numbers (and weekday initials when dated) over the day columns. */
  | (RowBase & { readonly type: "day-columns" })
  /** A month view's weekday names over its seven columns. */
  | (RowBase & { readonly type: "weekdays" })
  | (RowBase & {
      readonly type: "item";
      readonly itemId: string;
      readonly index: number;
      readonly depth: 1 | 2;
    })
  | (RowBase & { readonly type: "icon-row"; readonly rowId: string; readonly index: number })
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
  readonly rows: readonly PieceRow[];
};

export type PageHeader = {
  readonly style: HeaderStyle;
  /** The drawn header: band (style 3), frame (style 5), rule along the bottom (style 2). */
  readonly box: Box;
  readonly title: Box | null;
  readonly titleFontSize: number;
  readonly headline: Box | null;
};

export type PageFooter = {
  readonly box: Box;
  readonly text: string;
  /** "2 / 5" at the right, or null when page numbers are off. */
  readonly pageLabel: string | null;
};

export type Page = {
  readonly index: number;
  readonly width: number;
  readonly height: number;
  /** The page minus PAGE_MARGIN on every side. */
  readonly content: Box;
  /** Where pieces go: the content box minus the header (first page) and the footer. */
  readonly flow: Box;
  /** Only on the first page. */
  readonly header: PageHeader | null;
  readonly footer: PageFooter | null;
  readonly pieces: readonly Piece[];
};

export type ItemRowMetrics = {
  readonly height: number;
  /** Lines of text every item row has room for; clamp the text to this many lines. */
  readonly lines: number;
  readonly fontSize: number;
  readonly lineHeight: number;
  readonly paddingTop: number;
  readonly markerWidth: number;
  readonly subItemIndent: number;
  /** Layout 4: draw a ruled line under each row. */
  readonly isRuled: boolean;
};

export type Pagination = {
  readonly format: PageFormat;
  readonly width: number;
  readonly height: number;
  readonly columns: { readonly count: number; readonly width: number; readonly gap: number };
  readonly itemRow: ItemRowMetrics;
  readonly pages: readonly Page[];
};
