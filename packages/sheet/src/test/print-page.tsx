import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Checklist, PageFormat } from "@listful/checklist";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { Sheet } from "../sheet.tsx";
import type { SheetMode } from "../sheet-types.ts";
import { chromiumLaunchOptions } from "./chromium.ts";
import { inlineCss } from "./inline-css.ts";
import { readPdfPages } from "./poppler.ts";
import { toPrintHtml } from "./print-html.ts";

/** Where printed PDFs and their HTML are written, to be looked at. */
export const ARTIFACTS = fileURLToPath(new URL("../../.artifacts/", import.meta.url));
// Chromium rounds PDF page sizes to 1/300 in, so A4 comes out as 594.96 x 841.92 pt.
const PAPER_POINTS: Readonly<Record<PageFormat, { width: number; height: number; name: string }>> = {
  a4: { width: 595.28, height: 841.89, name: "A4" },
  letter: { width: 612, height: 792, name: "letter" },
  a5: { width: 419.53, height: 595.28, name: "A5" },
  "half-letter": { width: 396, height: 612, name: "" },
};

let browser: Browser;
export let page: Page;
/** Every request a printed page tried to make; the page blocks them all. */
export const requests: string[] = [];
/** The sheet's styles, inlined as the print document carries them. */
export const css = inlineCss();

type Layout = { readonly outside: readonly string[]; readonly clamped: readonly string[] };

/** Elements that stick out of their page, and texts cut short by their slot, in the loaded page. */
function inspectLayout(): Layout {
  const outside: string[] = [];
  for (const sheetPage of document.querySelectorAll(".ls-page")) {
    const box = sheetPage.getBoundingClientRect();
    for (const element of sheetPage.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const isInside =
        rect.left >= box.left - 0.5 &&
        rect.top >= box.top - 0.5 &&
        rect.right <= box.right + 0.5 &&
        rect.bottom <= box.bottom + 0.5;
      if (!isInside) outside.push(`${element.className} ${element.textContent?.slice(0, 40)}`);
    }
  }
  const clamped = [...document.querySelectorAll<HTMLElement>(".ls-clamp")]
    .filter((element) => element.scrollHeight > element.clientHeight + 1)
    .map((element) => element.textContent ?? "");
  return { outside, clamped };
}

/** Prints the HTML as Chromium prints a PDF, with what sticks out of its page or is cut short. */
export async function printPdf(html: string, name: string): Promise<{ file: string; layout: Layout }> {
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const layout = await page.evaluate(inspectLayout);
  writeFileSync(`${ARTIFACTS}${name}.html`, html);
  const file = `${ARTIFACTS}${name}.pdf`;
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  return { file, layout };
}

export function renderSheet(doc: Checklist, format: PageFormat, mode: SheetMode = "print"): string {
  return toPrintHtml(<Sheet doc={doc} mode={mode} format={format} />, css);
}

/** The PDF has this many pages, each of the paper's size. */
export function expectPaper(file: string, format: PageFormat, pageCount: number): void {
  const { count, sizes } = readPdfPages(file);
  expect(count).toBe(pageCount);
  expect(sizes).toHaveLength(pageCount);
  for (const size of sizes) {
    expect(size.name).toBe(PAPER_POINTS[format].name);
    expect(Math.abs(size.width - PAPER_POINTS[format].width)).toBeLessThan(0.5);
    expect(Math.abs(size.height - PAPER_POINTS[format].height)).toBeLessThan(0.5);
  }
}

// Wrapped text comes out of pdftotext with line breaks (also after a hyphen), so compare without spaces.
export const squeeze = (text: string) => text.replace(/\s+/g, "");

/** Opens Chromium with one page that may load nothing, for the file's tests, and closes it after them. */
export function setUpPrintPage() {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch(chromiumLaunchOptions());
    page = await browser.newPage();
    await page.route("**/*", async (route) => {
      requests.push(route.request().url());
      await route.abort("blockedbyclient");
    });
  });

  afterAll(async () => {
    await browser?.close();
  });
}
