import {
  type Checklist,
  checkLayoutRules,
  checklistTitle,
  DECORATION_CLEARANCE_MM,
  getPageMargin,
  getPageSize,
  isSmallPaper,
  listPrintedMarks,
  PAGE_MARGIN,
  type Pagination,
  paginate,
  printedTexts,
} from "@listful/checklist";
import type { PrintedFile } from "./pdf-images.ts";
import type { PrintCase } from "./print-cases.ts";
import type { PrintedPdf } from "./print-measure.ts";
import { checkPaperSizes } from "./two-up-rules.ts";

/** Rule 4: no page leaves more of the sheet blank at its bottom than this (the margin included). */
export const MAX_BOTTOM_BLANK = 0.1;
/** Rule 17: what a PDF may weigh, in KB (1024 bytes), however rich its decoration. */
export const MAX_PDF_KB = 500;
/** Rule 18: the least resolution a raster image may print at, in dots per inch. */
export const MIN_IMAGE_DPI = 300;

const squash = (text: string) => text.replace(/\s+/g, "");

/**
 * The rules a printed case breaks, each as a sentence naming the rule; none when it keeps them all. `file` is
 * the PDF as it is sold, with its background shown (`pdf` may leave a paper background out).
 */
export function checkPrintRules(print: PrintCase, pdf: PrintedPdf, file: PrintedFile): string[] {
  const { doc, format, orientation } = print;
  const pagination = paginate(doc, format, orientation);
  // The rules its layout tells (1 row heights, 2, 3, 5, 6, 12), as a template's save checks them.
  const problems = checkLayoutRules(doc, format, orientation, {
    isTemplate: print.isStock,
    type: print.type,
  });
  const text = squash(pdf.text);
  // Rule 1: every text in full, and no ellipsis the document did not type.
  for (const expected of printedTexts(doc)) {
    if (!text.includes(squash(expected)))
      problems.push(`rule 1: "${expected.slice(0, 40)}" is not printed in full`);
  }
  const typedEllipses = printedTexts(doc).join("").split("…").length - 1;
  if (pdf.text.split("…").length - 1 > typedEllipses)
    problems.push("rule 1: the PDF cuts text with an ellipsis");
  if (pdf.pages !== pagination.pages.length)
    problems.push(`rule 2: ${pdf.pages} pages printed, ${pagination.pages.length} paginated`);
  // Rule 4: pages fill (measured on the rendered page); an empty document has nothing to fill with. A
  // decorated page's wider margin keeps the content clear of its decoration: it is not left blank.
  const decorationRoom = (getPageMargin(doc.design) - PAGE_MARGIN) / pagination.height;
  // On A5 and half-letter the same margin is a larger share of the sheet: the share beyond A4's is margin too.
  const smallMarginRoom = isSmallPaper(format)
    ? PAGE_MARGIN / pagination.height - PAGE_MARGIN / getPageSize("a4", orientation).height
    : 0;
  if (doc.blocks.length > 0)
    pdf.bottomBlank.forEach((blank, index) => {
      if (blank > MAX_BOTTOM_BLANK + decorationRoom + smallMarginRoom)
        problems.push(`rule 4: page ${index + 1} is ${(blank * 100).toFixed(1)}% blank at the bottom`);
    });
  // Rule 10: a decoration never comes closer than 6 mm to a text or a mark.
  if (pdf.decorationGapMm !== null && pdf.decorationGapMm < DECORATION_CLEARANCE_MM)
    problems.push(
      `rule 10: the decoration comes ${pdf.decorationGapMm.toFixed(1)} mm from the content (${DECORATION_CLEARANCE_MM} mm at least)`,
    );
  // Rule 9: continuation pages, the PDF's title and tags.
  pdf.pageTexts.slice(1).forEach((pageText, index) => {
    const label = `page ${index + 2} of ${pdf.pages}`;
    if (!pageText.includes(label) || !squash(pageText).includes(squash(doc.title.text)))
      problems.push(`rule 9: page ${index + 2} does not say "${label}" under the title`);
  });
  if (pdf.title !== checklistTitle(doc)) problems.push(`rule 9: the PDF's title is "${pdf.title}"`);
  if (!pdf.isTagged) problems.push("rule 9: the PDF is not tagged");
  problems.push(...checkPaperSizes(print, pdf.sizes));
  if (pdf.makers.some((maker) => maker !== "Listful"))
    problems.push(`rule 9: the PDF's Creator and Producer are "${pdf.makers.join('", "')}"`);
  problems.push(...checkPrintedFile(file));
  return problems;
}

/** Rules 16 and 17: a light file, and no raster art coarser than print needs (vector art has none). */
export function checkPrintedFile(file: PrintedFile): string[] {
  const problems: string[] = [];
  if (file.kb > MAX_PDF_KB)
    problems.push(`rule 17: the PDF weighs ${Math.round(file.kb)} KB (${MAX_PDF_KB} KB at most)`);
  const coarse = file.images.filter((image) => image.dpi < MIN_IMAGE_DPI);
  if (coarse.length > 0) {
    const [first] = coarse;
    const worst = Math.min(...coarse.map((image) => image.dpi));
    problems.push(
      `rule 18: ${coarse.length} raster image(s) under ${MIN_IMAGE_DPI} dpi, the coarsest ${Math.round(worst)} dpi (${first?.width}x${first?.height} px, ${first?.where})`,
    );
  }
  return problems;
}

/** The smallest mark of a case, in millimetres, for the report. */
export function smallestMark(doc: Checklist, pagination: Pagination): number {
  const marks = listPrintedMarks(doc, pagination).map((mark) => mark.mm);
  return marks.length > 0 ? Math.min(...marks) : Number.NaN;
}
