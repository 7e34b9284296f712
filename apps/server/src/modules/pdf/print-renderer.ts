import { type Checklist, getPageSize } from "@listful/checklist";
import type { BrowserPool } from "../../jobs/browser-pool.ts";
import { setPdfMaker } from "./pdf-maker.ts";
import type { PaperChoice, PrintPage } from "./print-page.ts";

export type PrintRenderer = ReturnType<typeof createPrintRenderer>;

/**
 * Prints documents as the web app's print route draws them (the same sheet components as the editor,
 * so the PDF cannot drift from what people see), in pooled Chromium pages.
 */
export function createPrintRenderer(pool: BrowserPool, printPage: PrintPage) {
  return {
    // The page's HTML is built while a page is found, once the pool has let the request in.
    // The PDF names Listful as its Creator and Producer, once the page is back in the pool.
    async pdf(doc: Checklist, paper: PaperChoice): Promise<Buffer> {
      const pdf = await pool.run(
        async (page, html) => {
          await page.setContent(html, { waitUntil: "load" });
          await page.evaluate(() => document.fonts.ready).catch(() => undefined);
          // Tagged: the PDF carries its structure (headings, lists) for screen readers.
          return page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true });
        },
        () => printPage.html(doc, paper),
      );
      return setPdfMaker(pdf);
    },
    /** A PNG of page one at its natural size (the caller scales it down). */
    async firstPage(doc: Checklist): Promise<Buffer> {
      const paper = { format: doc.pageFormat, orientation: doc.orientation };
      const box = getPageSize(paper.format, paper.orientation);
      return pool.run(
        async (page, html) => {
          await page.setViewportSize(box);
          await page.setContent(html, { waitUntil: "load" });
          await page.evaluate(() => document.fonts.ready).catch(() => undefined);
          return page.screenshot({ clip: { x: 0, y: 0, ...box }, type: "png" });
        },
        () => printPage.html(doc, paper),
      );
    },
  };
}
