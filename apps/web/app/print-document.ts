import type { Checklist, Orientation, PageFormat } from "@listful/checklist";

/** What the print document is drawn from: a parsed document, its paper, and what it must hold inline. */
export type PrintDocumentInput = {
  readonly doc: Checklist;
  readonly format: PageFormat;
  readonly orientation: Orientation;
  /** The `@font-face` rules of the faces the document uses, their fonts as data. */
  readonly fontFaces: string;
  /** The picture behind the pages, as data, when the document shows one. */
  readonly backgroundUrl: string | undefined;
};

/**
 * The server bundle's print entry (exported by `entry.server.tsx`): the whole HTML page that the server's
 * Chromium prints to PDF and photographs for page-one images. It names no file: it loads nothing.
 */
export type RenderPrintDocument = (input: PrintDocumentInput) => string;
