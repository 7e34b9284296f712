import type { Checklist, PageFormat } from "@listful/checklist";
import type { BrowserPool } from "../../jobs/browser-pool.ts";
import type { PrintPage } from "./print-page.ts";

export type PrintRenderer = ReturnType<typeof createPrintRenderer>;

/** The sheet's page boxes in CSS pixels; a screenshot of page one is exactly this size. */
const PAGE_BOX: Record<PageFormat, { width: number; height: number }> = {
  a4: { width: 797, height: 1127 },
  letter: { width: 816, height: 1056 },
};

/**
 * Prints documents as the web app's print route draws them (the same sheet components as the editor preview,
 * so the PDF cannot drift from what people see), in pooled Chromium pages.
 */
export function createPrintRenderer(pool: BrowserPool, printPage: PrintPage) {
  return {
    // The page's HTML is built while a page is found, once the pool has let the request in.
    async pdf(doc: Checklist, format: PageFormat): Promise<Buffer> {
      return pool.run(
        async (page, html) => {
          await page.setContent(html, { waitUntil: "load" });
          await page.evaluate(() => document.fonts.ready).catch(() => undefined);
          return page.pdf({ preferCSSPageSize: true, printBackground: true });
        },
        () => printPage.html(doc, format),
      );
    },
    /** A PNG of page one at its natural size (the caller scales it down). */
    async firstPage(doc: Checklist): Promise<Buffer> {
      const format = doc.pageFormat;
      return pool.run(
        async (page, html) => {
          await page.setViewportSize(PAGE_BOX[format]);
          await page.setContent(html, { waitUntil: "load" });
          await page.evaluate(() => document.fonts.ready).catch(() => undefined);
          return page.screenshot({ clip: { x: 0, y: 0, ...PAGE_BOX[format] }, type: "png" });
        },
        () => printPage.html(doc, format),
      );
    },
  };
}
