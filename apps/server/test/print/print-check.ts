import { type Checklist, hasDecoration, paginate, parseChecklist } from "@listful/checklist";
import { apiClient, type TestApp } from "../helpers.ts";
import type { PrintCase } from "./print-cases.ts";
import { readPrintedPdf } from "./print-measure.ts";
import { checkPrintRules, smallestMark } from "./print-rules.ts";

export type PrintResult = {
  readonly name: string;
  readonly paper: string;
  readonly pages: number;
  /** The largest blank bottom of its pages, in per cent of the sheet. */
  readonly bottomBlank: number;
  readonly smallestMarkMm: number;
  /** How near the content comes to the decoration, in millimetres; null without one. */
  readonly decorationGapMm: number | null;
  readonly problems: readonly string[];
  readonly pdf: Buffer;
};

/** The catalogue's templates as the API serves them (seeded from the presets). */
export async function loadTemplates(app: TestApp["app"]): Promise<{ slug: string; data: Checklist }[]> {
  const guest = apiClient(app);
  const list = await guest.request("GET /api/templates");
  return Promise.all(
    list.map(async (item) => {
      const { data } = await guest.request("GET /api/templates/:id/data", { params: { id: item.id } });
      const parsed = parseChecklist(data);
      if (!parsed.ok) throw new Error(`template ${item.slug} is invalid: ${parsed.error.message}`);
      return { slug: item.slug, data: parsed.checklist };
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
  const { format, orientation } = print;
  const response = await apiClient(app).requestRaw("POST /api/pdf", { body: { data, format, orientation } });
  if (response.status !== 200) throw new Error(`${print.name}: the PDF route answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Prints a case through the real PDF route and checks the rules on what comes out. Paper backgrounds are left
 * out, so the blank bottom is measured on the content; a decoration stays (it sets the pages' margin), printed
 * a second time alone to tell its pixels from the content's and measure how near the content comes.
 */
export async function checkPrint(app: TestApp["app"], print: PrintCase): Promise<PrintResult> {
  const { doc, format, orientation } = print;
  const isDecorated = hasDecoration(doc.design);
  const bytes = await printPdf(
    app,
    print,
    isDecorated ? doc : { ...doc, design: { ...doc.design, showBackground: false } },
  );
  const decoration = isDecorated ? await printPdf(app, print, decorationAlone(doc)) : null;
  // Finer for a decoration: a pixel at 50 dpi is half a millimetre of its clearance, at 100 a quarter.
  const pdf = await readPrintedPdf(bytes, isDecorated ? 100 : 50, decoration);
  return {
    name: print.name,
    paper: `${format} ${orientation}`,
    pages: pdf.pages,
    bottomBlank: Math.max(...pdf.bottomBlank) * 100,
    smallestMarkMm: smallestMark(doc, paginate(doc, format, orientation)),
    decorationGapMm: pdf.decorationGapMm,
    problems: checkPrintRules(print, pdf),
    pdf: bytes,
  };
}

/** A Markdown table of results, one row a case. */
export function formatReport(results: readonly PrintResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.paper} | ${r.pages} | ${r.bottomBlank.toFixed(1)}% | ${Number.isNaN(r.smallestMarkMm) ? "none" : r.smallestMarkMm.toFixed(2)} | ${r.decorationGapMm === null ? "none" : r.decorationGapMm.toFixed(1)} | ${r.problems.length === 0 ? "ok" : r.problems.join("; ")} |`,
  );
  return [
    "| case | paper | pages | bottom blank | smallest mark (mm) | decoration gap (mm) | rules |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
