import type { PageFormat } from "@listful/checklist";
import { PDFDocument, type PDFEmbeddedPage, type PDFPage, rgb } from "pdf-lib";
import { PDF_MAKER } from "./pdf-maker.ts";

/** A PDF point in millimetres' terms. */
const MM = 72 / 25.4;

/** The sheet two small pages go on, portrait, in points: A5 on A4, half-letter on Letter. */
const TWO_UP_SHEETS: Readonly<Partial<Record<PageFormat, { width: number; height: number }>>> = {
  a5: { width: 210 * MM, height: 297 * MM },
  "half-letter": { width: 612, height: 792 },
};

/**
 * Cut marks: short rules on the cut line at each end, from 4 to 9 mm in from the sheet's edge (the pages
 * fill the sheet, so the marks lie in their blank margin, where a home printer still prints), 0.5 pt at
 * 60% grey: thin, and kept by a laser printer.
 */
const CUT_MARK = { from: 4 * MM, to: 9 * MM, width: 0.5, grey: 0.4 } as const;

/**
 * The pages of each sheet, in reading order: 1 and 2 on the first, 3 and 4 on the next. A one-page
 * document fills both halves with it, so one print gives two copies (as planner shops print a single
 * sheet); a last odd page of a longer one leaves the second half blank.
 */
function sheetPages(pageCount: number): (readonly [number, number | null])[] {
  if (pageCount === 1) return [[0, 0]];
  return Array.from({ length: Math.ceil(pageCount / 2) }, (_, sheet) => {
    const second = sheet * 2 + 1;
    return [sheet * 2, second < pageCount ? second : null] as const;
  });
}

function drawCutMarks(sheet: PDFPage, isSideBySide: boolean): void {
  const { width, height } = sheet.getSize();
  const line = { thickness: CUT_MARK.width, color: rgb(CUT_MARK.grey, CUT_MARK.grey, CUT_MARK.grey) };
  if (isSideBySide) {
    const x = width / 2;
    sheet.drawLine({ start: { x, y: CUT_MARK.from }, end: { x, y: CUT_MARK.to }, ...line });
    sheet.drawLine({ start: { x, y: height - CUT_MARK.from }, end: { x, y: height - CUT_MARK.to }, ...line });
  } else {
    const y = height / 2;
    sheet.drawLine({ start: { x: CUT_MARK.from, y }, end: { x: CUT_MARK.to, y }, ...line });
    sheet.drawLine({ start: { x: width - CUT_MARK.from, y }, end: { x: width - CUT_MARK.to, y }, ...line });
  }
}

/**
 * Two pages of a small-paper PDF on each sheet of its big paper, as vectors (each page is drawn whole,
 * fonts and all): portrait pages side by side on a landscape sheet, landscape pages one above the other on
 * a portrait sheet, meeting on the sheet's middle line, with cut marks at its ends. The sheet keeps the
 * PDF's title and names Listful as its Creator and Producer.
 */
export async function imposeTwoUp(pdf: Uint8Array, format: PageFormat): Promise<Buffer> {
  const paper = TWO_UP_SHEETS[format];
  if (!paper) throw new Error(`${format} does not print two on one sheet`);
  const source = await PDFDocument.load(pdf, { updateMetadata: false });
  const out = await PDFDocument.create({ updateMetadata: false });
  const embedded: PDFEmbeddedPage[] = await out.embedPages(source.getPages());
  const first = embedded[0];
  if (!first) throw new Error("The PDF has no page");
  const isSideBySide = first.width < first.height;
  const size: [number, number] = isSideBySide ? [paper.height, paper.width] : [paper.width, paper.height];
  for (const [left, right] of sheetPages(embedded.length)) {
    const sheet = out.addPage(size);
    const [width, height] = size;
    const place = (page: PDFEmbeddedPage | undefined, isFirst: boolean) => {
      if (!page) return;
      if (isSideBySide)
        sheet.drawPage(page, {
          x: isFirst ? width / 2 - page.width : width / 2,
          y: (height - page.height) / 2,
        });
      else
        sheet.drawPage(page, {
          x: (width - page.width) / 2,
          y: isFirst ? height / 2 : height / 2 - page.height,
        });
    };
    place(embedded[left], true);
    place(right === null ? undefined : embedded[right], false);
    drawCutMarks(sheet, isSideBySide);
  }
  const title = source.getTitle();
  if (title) out.setTitle(title, { showInWindowTitleBar: true });
  out.setCreator(PDF_MAKER);
  out.setProducer(PDF_MAKER);
  return Buffer.from(await out.save());
}
