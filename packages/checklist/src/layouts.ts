import type { HeaderStyle, LayoutId } from "./schema/checklist-schema.ts";

export type LayoutInfo = {
  readonly id: LayoutId;
  readonly name: string;
  readonly description: string;
  /** Columns the page flows into (see pagination). */
  readonly columns: 1 | 2;
  /** Extra height per item row, for handwriting on a ruled line. */
  readonly extraItemHeight: number;
  /**
   * Interactive lists keep unchecked items before checked ones (layout 5; docs/PRODUCT.md, Layout 5: done
   * last).
   */
  readonly sortsCheckedLast: boolean;
  /** Calendars and trackers lead the page, whatever their place in the document (the planner). */
  readonly datedBlocksFirst: boolean;
  /**
   * A weekly sheet's day lists stand side by side, one column a day, their rows aligned across the week
   * (layout 6; see pagination's `week-across.ts`).
   */
  readonly daysAcross: boolean;
};

/** The editor's six page layouts. Layout 3 is the planner whose calendar a premium reset restores. */
export const LAYOUTS: readonly LayoutInfo[] = [
  {
    id: 1,
    name: "Classic",
    description: "One column of blocks.",
    columns: 1,
    extraItemHeight: 0,
    sortsCheckedLast: false,
    datedBlocksFirst: false,
    daysAcross: false,
  },
  {
    id: 2,
    name: "Two columns",
    description: "Blocks flow down two columns.",
    columns: 2,
    extraItemHeight: 0,
    sortsCheckedLast: false,
    datedBlocksFirst: false,
    daysAcross: false,
  },
  {
    id: 3,
    name: "Planner",
    description: "The calendar leads the page; lists and notes follow under it.",
    columns: 1,
    extraItemHeight: 0,
    sortsCheckedLast: false,
    datedBlocksFirst: true,
    daysAcross: false,
  },
  {
    id: 4,
    name: "Lined",
    description: "Taller item rows on ruled lines, for writing by hand.",
    columns: 1,
    extraItemHeight: 8,
    sortsCheckedLast: false,
    datedBlocksFirst: false,
    daysAcross: false,
  },
  {
    id: 5,
    name: "Done last",
    description: "Ticked items move below the open ones.",
    columns: 1,
    extraItemHeight: 0,
    sortsCheckedLast: true,
    datedBlocksFirst: false,
    daysAcross: false,
  },
  {
    id: 6,
    name: "Week across",
    description:
      "The week's days side by side, seven columns in landscape (four over three in portrait), with what comes before and after them across the page.",
    columns: 1,
    extraItemHeight: 0,
    sortsCheckedLast: false,
    datedBlocksFirst: false,
    daysAcross: true,
  },
];

export function getLayout(id: LayoutId): LayoutInfo {
  return LAYOUTS.find((layout) => layout.id === id) ?? (LAYOUTS[0] as LayoutInfo);
}

export type HeaderStyleInfo = {
  readonly id: HeaderStyle;
  readonly name: string;
  readonly description: string;
};

export const HEADER_STYLES: readonly HeaderStyleInfo[] = [
  { id: 1, name: "Centered", description: "Title and headline centred." },
  { id: 2, name: "Ruled", description: "Left-aligned title over a rule in color3." },
  { id: 3, name: "Banner", description: "Title on a full-width band in color4." },
  { id: 4, name: "Compact", description: "Title left and headline right on one line." },
  { id: 5, name: "Framed", description: "Title and headline inside a color3 frame." },
];
