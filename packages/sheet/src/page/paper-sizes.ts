import { PAGE_SIZES, type PageFormat } from "@listful/checklist";

const CSS_PX_PER_INCH = 96;
const MM_PER_INCH = 25.4;

/** The printed sheet of each format, for `@page` and the print frame. */
export const PAPER_SIZES: Readonly<
  Record<
    PageFormat,
    { readonly width: string; readonly height: string; readonly widthPx: number; readonly heightPx: number }
  >
> = {
  a4: {
    width: "210mm",
    height: "297mm",
    widthPx: (210 / MM_PER_INCH) * CSS_PX_PER_INCH,
    heightPx: (297 / MM_PER_INCH) * CSS_PX_PER_INCH,
  },
  letter: { width: "8.5in", height: "11in", widthPx: 8.5 * CSS_PX_PER_INCH, heightPx: 11 * CSS_PX_PER_INCH },
};

/**
 * How much a page box is scaled to fill its paper when printed. SPEC's A4 page is 797x1127 px, a
 * little larger than 210x297 mm (793.7x1122.5 px), so it prints at 99.6%; Letter's box is the paper.
 */
export function getPrintZoom(format: PageFormat): number {
  const page = PAGE_SIZES[format];
  const paper = PAPER_SIZES[format];
  return Math.min(1, paper.widthPx / page.width, paper.heightPx / page.height);
}
