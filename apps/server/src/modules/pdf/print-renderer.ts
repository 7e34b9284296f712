import type { Checklist, PageFormat } from "@listful/checklist";
import type { BrowserPool } from "../../jobs/browser-pool.ts";

export type PrintRenderer = ReturnType<typeof createPrintRenderer>;

/** The sheet's page boxes in CSS pixels; a screenshot of page one is exactly this size. */
const PAGE_BOX: Record<PageFormat, { width: number; height: number }> = {
  a4: { width: 797, height: 1127 },
  letter: { width: 816, height: 1056 },
};

/**
 * Prints documents with the web app's print route in pooled Chromium pages: the same sheet components as the
 * editor preview, so the PDF cannot drift from what people see.
 */
export function createPrintRenderer(pool: BrowserPool) {
  const printPath = (format: PageFormat) => `/print?format=${format}`;
  return {
    pdf(doc: Checklist, format: PageFormat): Promise<Buffer> {
      return pool.run(async (page, navigate) => {
        await navigate(printPath(format), JSON.stringify({ data: doc }));
        await page.evaluate(() => document.fonts.ready).catch(() => undefined);
        return page.pdf({ preferCSSPageSize: true, printBackground: true });
      });
    },
    /** A PNG of page one at its natural size (the caller scales it down). */
    firstPage(doc: Checklist): Promise<Buffer> {
      const format = doc.pageFormat;
      return pool.run(async (page, navigate) => {
        await page.setViewportSize(PAGE_BOX[format]);
        await navigate(printPath(format), JSON.stringify({ data: doc }));
        await page.evaluate(() => document.fonts.ready).catch(() => undefined);
        return page.screenshot({ clip: { x: 0, y: 0, ...PAGE_BOX[format] }, type: "png" });
      });
    },
  };
}
