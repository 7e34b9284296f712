import {
  type Checklist,
  checklistTitle,
  getGreyEquivalent,
  getLeastRowHeight,
  getPrintedColors,
  LIMITS,
  listPrintedMarks,
  MIN_LANDSCAPE_CELL_MM,
  MIN_SUB_TICK_MM,
  MIN_TICK_MM,
  type Pagination,
  paginate,
  printedTexts,
  setItemOptions,
} from "@listful/checklist";
import type { PrintCase } from "./print-cases.ts";
import type { PrintedPdf } from "./print-measure.ts";

/** Rule 4: no page leaves more of the sheet blank at its bottom than this (the margin included). */
export const MAX_BOTTOM_BLANK = 0.1;
/** Rule 6: lines print at least this dark in greyscale. */
export const MIN_LINE_GREY = 0.35;
/** Rule 3: a last page that continues a block holds at least this share of the page before's rows. */
const FAIR_SHARE = 0.25;

const squash = (text: string) => text.replace(/\s+/g, "");

function countContentRows(pagination: Pagination, pageIndex: number): number {
  const page = pagination.pages[pageIndex];
  return (page?.pieces ?? []).reduce(
    (sum, piece) =>
      sum +
      piece.rows.filter(
        (row) => row.type === "item" || row.type === "icon-row" || row.type === "calendar-row",
      ).length,
    0,
  );
}

/** The rules a printed case breaks, each as a sentence naming the rule; none when it keeps them all. */
export function checkPrintRules(print: PrintCase, pdf: PrintedPdf): string[] {
  const { doc, format, orientation } = print;
  const pagination = paginate(doc, format, orientation);
  const problems: string[] = [];
  const text = squash(pdf.text);
  // Rule 1: every text in full, and no ellipsis the document did not type.
  for (const expected of printedTexts(doc)) {
    if (!text.includes(squash(expected)))
      problems.push(`rule 1: "${expected.slice(0, 40)}" is not printed in full`);
  }
  for (const piece of pagination.pages.flatMap((page) => page.pieces)) {
    if (piece.rows.some((row) => row.height < getLeastRowHeight(row, pagination.itemRow)))
      problems.push(`rule 1: a row of ${piece.blockId} is shorter than its text`);
  }
  const typedEllipses = printedTexts(doc).join("").split("…").length - 1;
  if (pdf.text.split("…").length - 1 > typedEllipses)
    problems.push("rule 1: the PDF cuts text with an ellipsis");
  // Rule 2: the longest text allowed does not change the pages, only the texts themselves do.
  const longest = paginate(setItemOptions(doc, { maxlength: LIMITS.itemText }), format, orientation);
  if (longest.pages.length !== pagination.pages.length) problems.push("rule 2: rows are sized by maxlength");
  if (pdf.pages !== pagination.pages.length)
    problems.push(`rule 2: ${pdf.pages} pages printed, ${pagination.pages.length} paginated`);
  // Rule 3: stock templates fit one portrait page; a last page carries a fair share.
  if (print.isStock && orientation === "portrait" && pdf.pages !== 1)
    problems.push(`rule 3: ${pdf.pages} pages`);
  const last = pagination.pages.length - 1;
  if (last > 0 && pagination.pages[last]?.pieces[0]?.isContinuation) {
    const before = countContentRows(pagination, last - 1);
    if (countContentRows(pagination, last) < FAIR_SHARE * before)
      problems.push("rule 3: the last page holds a few rows");
  }
  // Rule 4: pages fill (measured on the rendered page); an empty document has nothing to fill with.
  if (doc.blocks.length > 0)
    pdf.bottomBlank.forEach((blank, index) => {
      if (blank > MAX_BOTTOM_BLANK)
        problems.push(`rule 4: page ${index + 1} is ${(blank * 100).toFixed(1)}% blank at the bottom`);
    });
  // Rule 5 (and 12's landscape cells): marks to tick with a pen.
  for (const mark of listPrintedMarks(doc, pagination)) {
    const least = mark.kind === "sub-item" ? MIN_SUB_TICK_MM : MIN_TICK_MM;
    if (mark.mm < least) problems.push(`rule 5: ${mark.kind} marks are ${mark.mm.toFixed(2)} mm`);
    if (mark.kind === "tracker" && orientation === "landscape" && mark.cellMm < MIN_LANDSCAPE_CELL_MM)
      problems.push(`rule 12: tracker cells are ${mark.cellMm.toFixed(2)} mm in landscape`);
  }
  // Rule 6: lines survive a laser printer.
  const grey = getGreyEquivalent(getPrintedColors(doc.design).line);
  if (grey < MIN_LINE_GREY) problems.push(`rule 6: lines print ${(grey * 100).toFixed(0)}% grey`);
  // Rule 9: continuation pages, the PDF's title and tags.
  pdf.pageTexts.slice(1).forEach((pageText, index) => {
    const label = `page ${index + 2} of ${pdf.pages}`;
    if (!pageText.includes(label) || !squash(pageText).includes(squash(doc.title.text)))
      problems.push(`rule 9: page ${index + 2} does not say "${label}" under the title`);
  });
  if (pdf.title !== checklistTitle(doc)) problems.push(`rule 9: the PDF's title is "${pdf.title}"`);
  if (!pdf.isTagged) problems.push("rule 9: the PDF is not tagged");
  return problems;
}

/** The smallest mark of a case, in millimetres, for the report. */
export function smallestMark(doc: Checklist, pagination: Pagination): number {
  const marks = listPrintedMarks(doc, pagination).map((mark) => mark.mm);
  return marks.length > 0 ? Math.min(...marks) : Number.NaN;
}
