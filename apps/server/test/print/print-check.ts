import { type Checklist, checklistTitle, hasDecoration, paginate, parseChecklist } from "@listful/checklist";
import { apiClient, type TestApp } from "../helpers.ts";
import { readPrintedFile } from "./pdf-images.ts";
import type { PrintCase } from "./print-cases.ts";
import { readPrintedPdf } from "./print-measure.ts";
import { checkPrintedFile, checkPrintRules, smallestMark } from "./print-rules.ts";
import { readTwoUp } from "./two-up-measure.ts";
import { checkTwoUpSheets } from "./two-up-rules.ts";

export type PrintResult = {
  readonly name: string;
  readonly paper: string;
  readonly pages: number;
  /** The largest blank bottom of its pages, in per cent of the sheet. */
  readonly bottomBlank: number;
  readonly smallestMarkMm: number;
  /** How near the content comes to the decoration, in millimetres; null without one. */
  readonly decorationGapMm: number | null;
  /** What the PDF weighs with its background shown, in KB. */
  readonly pdfKb: number;
  /** The coarsest raster image it paints, in dpi; null when it paints none (all vectors). */
  readonly imageDpi: number | null;
  readonly problems: readonly string[];
  readonly pdf: Buffer;
};

/** The catalogue's templates as the API serves them (seeded from the presets). */
export async function loadTemplates(
  app: TestApp["app"],
): Promise<{ slug: string; category: string | null; data: Checklist }[]> {
  const guest = apiClient(app);
  const list = await guest.request("GET /api/templates");
  return Promise.all(
    list.map(async (item) => {
      const { data } = await guest.request("GET /api/templates/:id/data", { params: { id: item.id } });
      const parsed = parseChecklist(data);
      if (!parsed.ok) throw new Error(`template ${item.slug} is invalid: ${parsed.error.message}`);
      return { slug: item.slug, category: item.category, data: parsed.checklist };
    }),
  );
}

/** The page of a document with its content taken away: its decoration alone, where it prints. */
export function decorationAlone(doc: Checklist): Checklist {
  return {
    ...doc,
    blocks: [],
    header: { ...doc.header, showTitle: false, showHeadline: false },
    footer: { ...doc.footer, isVisible: false },
  };
}

async function printPdf(app: TestApp["app"], print: PrintCase, data: Checklist): Promise<Buffer> {
  const { format, orientation, twoUp } = print;
  const body = { data, format, orientation, ...(twoUp ? { twoUp } : {}) };
  const response = await apiClient(app).requestRaw("POST /api/pdf", { body });
  if (response.status !== 200) throw new Error(`${print.name}: the PDF route answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Prints a case through the real PDF route and checks the rules on what comes out. Paper backgrounds are left
 * out, so the blank bottom is measured on the content; a decoration stays (it sets the pages' margin), printed
 * a second time alone to tell its pixels from the content's and measure how near the content comes. The PDF
 * as it is sold, a paper background shown, is weighed and its raster images read (rules 17 and 18).
 */
export async function checkPrint(app: TestApp["app"], print: PrintCase): Promise<PrintResult> {
  const { doc, format, orientation } = print;
  if (print.twoUp) return checkTwoUpPrint(app, print);
  const isDecorated = hasDecoration(doc.design);
  const bytes = await printPdf(
    app,
    print,
    isDecorated ? doc : { ...doc, design: { ...doc.design, showBackground: false } },
  );
  const decoration = isDecorated ? await printPdf(app, print, decorationAlone(doc)) : null;
  const sold = doc.design.showBackground && !isDecorated ? await printPdf(app, print, doc) : bytes;
  const file = readPrintedFile(sold);
  // Finer for a decoration: a pixel at 50 dpi is half a millimetre of its clearance, at 100 a quarter.
  const pdf = await readPrintedPdf(bytes, isDecorated ? 100 : 50, decoration);
  return {
    name: print.name,
    paper: `${format} ${orientation}`,
    pages: pdf.pages,
    bottomBlank: Math.max(...pdf.bottomBlank) * 100,
    smallestMarkMm: smallestMark(doc, paginate(doc, format, orientation)),
    decorationGapMm: pdf.decorationGapMm,
    pdfKb: file.kb,
    imageDpi: file.images.length > 0 ? Math.min(...file.images.map((image) => image.dpi)) : null,
    problems: checkPrintRules(print, pdf, file),
    pdf: bytes,
  };
}

/** Prints a case two on one sheet and checks its sheets (rule 19); its pages were checked one a sheet. */
async function checkTwoUpPrint(app: TestApp["app"], print: PrintCase): Promise<PrintResult> {
  const { doc, format, orientation } = print;
  const bytes = await printPdf(app, print, { ...doc, design: { ...doc.design, showBackground: false } });
  const read = await readTwoUp(bytes);
  const pagination = paginate(doc, format, orientation);
  const problems = checkTwoUpSheets(print, pagination, read.sheets);
  if (read.makers.some((maker) => maker !== "Listful"))
    problems.push("rule 9: the sheet's Creator and Producer");
  if (read.title !== checklistTitle(doc)) problems.push(`rule 9: the sheet's title is "${read.title}"`);
  const file = readPrintedFile(bytes);
  problems.push(...checkPrintedFile(file));
  return {
    name: print.name,
    paper: `${format} ${orientation} two-up`,
    pages: read.pages,
    bottomBlank: 0,
    smallestMarkMm: smallestMark(doc, pagination),
    decorationGapMm: null,
    pdfKb: file.kb,
    imageDpi: file.images.length > 0 ? Math.min(...file.images.map((image) => image.dpi)) : null,
    problems,
    pdf: bytes,
  };
}

/** A Markdown table of results, one row a case. */
export function formatReport(results: readonly PrintResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.paper} | ${r.pages} | ${r.bottomBlank.toFixed(1)}% | ${Number.isNaN(r.smallestMarkMm) ? "none" : r.smallestMarkMm.toFixed(2)} | ${r.decorationGapMm === null ? "none" : r.decorationGapMm.toFixed(1)} | ${Math.round(r.pdfKb)} | ${r.imageDpi === null ? "none" : Math.round(r.imageDpi)} | ${r.problems.length === 0 ? "ok" : r.problems.join("; ")} |`,
  );
  return [
    "| case | paper | pages | bottom blank | smallest mark (mm) | decoration gap (mm) | PDF (KB) | raster dpi | rules |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
