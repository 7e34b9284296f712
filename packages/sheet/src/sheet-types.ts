import type { Checklist, Orientation, PageFormat, RowLimit } from "@listful/checklist";

/**
 * How a sheet behaves: `edit` (inline text inputs for the editor), `view` (read-only), `check-off`
 * (live tick boxes and answer fields) and `print` (no interactive element at all; the PDF route).
 */
export type SheetMode = "edit" | "view" | "check-off" | "print";

export const SHEET_MODES: readonly SheetMode[] = ["edit", "view", "check-off", "print"];

/** One change to the document, built from an operation of @listful/checklist. */
export type SheetUpdate = (doc: Checklist) => Checklist;

/** Receives every change; the editor applies it (and keeps undo/redo), the check-off page saves it. */
export type SheetDispatch = (update: SheetUpdate) => void;

export type SheetProps = {
  readonly doc: Checklist;
  readonly mode: SheetMode;
  /** Paper size to draw; the document's own pageFormat when left out. */
  readonly format?: PageFormat;
  /** Portrait or landscape; the document's own orientation when left out. */
  readonly orientation?: Orientation;
  /**
   * The background image, resolved by the app from `doc.design.backgroundId` (e.g.
   * `/media/backgrounds/floral.svg`). Drawn only when `doc.design.showBackground` is true; a built-in
   * background is drawn by the sheet for the page's size instead (`drawBackground`).
   */
  readonly backgroundUrl?: string;
  /**
   * Draws only the first this many pages (a quick preview of the start, as the editor's server-drawn first
   * page); every page when left out. Page labels still count them all.
   */
  readonly pageLimit?: number;
  /**
   * Whether the text fields are in the Tab order (edit mode; true when left out). Left out, they still take
   * a tap or a click: for pages drawn too small to be a keyboard's way through (the editor on a phone, whose
   * panel has the same fields at full size).
   */
  readonly tabbableFields?: boolean;
  /**
   * Whether the cells of habit and mood grids take ticks in check-off mode (true when left out). False draws
   * them as printed, for a page that gives the grids targets of their own at a size made for a finger.
   */
  readonly tickableIconFields?: boolean;
  /** On-screen size factor (0.5 draws the pages at half size); printing always uses the paper size. */
  readonly scale?: number;
  /** Needed in edit and check-off modes; without it the sheet is read-only. */
  readonly dispatch?: SheetDispatch;
  /** Told when Enter in a row meets a full list or habit grid (edit mode), so the app can say so. */
  readonly onRowLimit?: (limit: RowLimit) => void;
};
