import { type Checklist, paginate, parseChecklist } from "@listful/checklist";
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

/** Prints a case through the real PDF route and checks the rules on what comes out. */
export async function checkPrint(app: TestApp["app"], print: PrintCase): Promise<PrintResult> {
  const { doc, format, orientation } = print;
  const response = await apiClient(app).requestRaw("POST /api/pdf", {
    // Backgrounds off: the blank bottom is measured on the content.
    body: { data: { ...doc, design: { ...doc.design, showBackground: false } }, format, orientation },
  });
  if (response.status !== 200) throw new Error(`${print.name}: the PDF route answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const pdf = await readPrintedPdf(bytes);
  return {
    name: print.name,
    paper: `${format} ${orientation}`,
    pages: pdf.pages,
    bottomBlank: Math.max(...pdf.bottomBlank) * 100,
    smallestMarkMm: smallestMark(doc, paginate(doc, format, orientation)),
    problems: checkPrintRules(print, pdf),
    pdf: bytes,
  };
}

/** A Markdown table of results, one row a case. */
export function formatReport(results: readonly PrintResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.paper} | ${r.pages} | ${r.bottomBlank.toFixed(1)}% | ${Number.isNaN(r.smallestMarkMm) ? "none" : r.smallestMarkMm.toFixed(2)} | ${r.problems.length === 0 ? "ok" : r.problems.join("; ")} |`,
  );
  return [
    "| case | paper | pages | bottom blank | smallest mark (mm) | rules |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
