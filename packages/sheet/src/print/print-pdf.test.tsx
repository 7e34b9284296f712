import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type Checklist,
  createPreset,
  editItem,
  FONT_FAMILIES,
  nextPeriodCopy,
  type PageFormat,
  paginate,
  printedTexts,
  setFooter,
  setPalette,
  setTitle,
  setUndated,
  setWeekNumbers,
  setWeekStart,
  TEMPLATE_TYPE_SLUGS,
  toggleItem,
  withoutDoneItems,
} from "@listful/checklist";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import type { SheetMode } from "../sheet-types.ts";
import { chromiumLaunchOptions } from "../test/chromium.ts";
import { inlineCss } from "../test/inline-css.ts";
import {
  countColouredPixels,
  readPagePixels,
  readPdfFonts,
  readPdfPages,
  readPdfText,
  writePagePng,
} from "../test/poppler.ts";
import { toPrintHtml } from "../test/print-html.ts";
import { fontFacesFor } from "./font-faces.ts";

const ARTIFACTS = fileURLToPath(new URL("../../.artifacts/", import.meta.url));
// Chromium rounds PDF page sizes to 1/300 in, so A4 comes out as 594.96 x 841.92 pt.
const PAPER_POINTS: Readonly<Record<PageFormat, { width: number; height: number; name: string }>> = {
  a4: { width: 595.28, height: 841.89, name: "A4" },
  letter: { width: 612, height: 792, name: "letter" },
};

let browser: Browser;
let page: Page;
const requests: string[] = [];
const css = inlineCss();

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

async function printPdf(html: string, name: string): Promise<{ file: string; layout: Layout }> {
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const layout = await page.evaluate(inspectLayout);
  writeFileSync(`${ARTIFACTS}${name}.html`, html);
  const file = `${ARTIFACTS}${name}.pdf`;
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  return { file, layout };
}

function renderSheet(doc: Checklist, format: PageFormat, mode: SheetMode = "print"): string {
  return toPrintHtml(<Sheet doc={doc} mode={mode} format={format} />, css);
}

function expectPaper(file: string, format: PageFormat, pageCount: number): void {
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
const squeeze = (text: string) => text.replace(/\s+/g, "");

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage();
  await page.route("**/*", async (route) => {
    requests.push(route.request().url());
    await route.abort("blockedbyclient");
  });
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

describe("the PDF of each template type", () => {
  const cases = TEMPLATE_TYPE_SLUGS.flatMap((type) =>
    (["a4", "letter"] as const).map((format) => ({ type, format })),
  );

  it.each(cases)(
    "prints $type on $format",
    async ({ type, format }) => {
      const doc = createPreset(type, { start: "2026-03-01" });
      const pageCount = paginate(doc, format).pages.length;
      const { file, layout } = await printPdf(renderSheet(doc, format), `${type}-${format}`);

      expect(layout).toEqual({ outside: [], clamped: [] });
      expectPaper(file, format, pageCount);
      const text = squeeze(readPdfText(file));
      for (const expected of printedTexts(doc)) expect(text).toContain(squeeze(expected));
      const fonts = readPdfFonts(file);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => !font.isEmbedded)).toEqual([]);
      writePagePng(file, 1, 60, `${ARTIFACTS}${type}-${format}`);
      expect(requests).toEqual([]);
    },
    30_000,
  );
});

describe("the period on paper", () => {
  const november = (type: (typeof TEMPLATE_TYPE_SLUGS)[number]) =>
    createPreset(type, { start: "2026-11-26" });
  const daily = november("daily-checklist");
  const firstList = daily.blocks.find((block) => block.kind === "interactive-list");
  const doneItem = firstList?.kind === "interactive-list" ? firstList.items[0] : undefined;
  const cases = [
    {
      name: "undated-calendar",
      doc: setUndated(november("monthly-calendar"), { isUndated: true }),
      present: ["Month:", "This month"],
      absent: ["November", "2026"],
    },
    {
      name: "saturday-calendar-week-numbers",
      doc: setWeekNumbers(setWeekStart(november("monthly-calendar"), { weekStart: "saturday" }), {
        showWeekNumbers: true,
      }),
      present: ["November 2026", "SAT", "W45", "W49"],
      absent: [],
    },
    {
      name: "december-habit-tracker",
      doc: nextPeriodCopy(november("habit-tracker"), { carryUnfinished: false }),
      present: ["December 2026", "31"],
      absent: ["November"],
    },
    {
      name: "undated-habit-tracker-totals",
      doc: withoutDoneItems(setUndated(november("habit-tracker"), { isUndated: true })),
      present: ["Month:", "Total", "31"],
      absent: ["November"],
    },
    {
      name: "list-without-done-items",
      doc: withoutDoneItems(toggleItem(daily, { itemId: doneItem?.id ?? "" })),
      present: ["Drink a glass of water"],
      absent: [doneItem?.text ?? "?"],
    },
  ];
  const papers = cases.flatMap((entry) =>
    (["a4", "letter"] as const).map((format) => ({ ...entry, format })),
  );

  it.each(papers)(
    "prints $name on $format",
    async ({ name, doc, format, present, absent }) => {
      const { file, layout } = await printPdf(renderSheet(doc, format), `${name}-${format}`);
      expect(layout).toEqual({ outside: [], clamped: [] });
      expectPaper(file, format, 1);
      const text = squeeze(readPdfText(file));
      for (const expected of [...printedTexts(doc), ...present]) expect(text).toContain(squeeze(expected));
      for (const unexpected of absent) expect(text).not.toContain(squeeze(unexpected));
      writePagePng(file, 1, 60, `${ARTIFACTS}${name}-${format}`);
      expect(requests).toEqual([]);
    },
    30_000,
  );
});

describe("texts measured by pagination", () => {
  // Pagination measures every text with the fonts' width tables; Chromium must never need more lines.
  const TEXTS = [
    "Two hours of focused work on the main task, then a walk",
    "Write down worries, then let them go — and breathe: in, hold, out; repeat until calm",
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    "https://example.com/a/rather/long/address/that/never/breaks/at/a/space/anywhere/at/all",
    "Café crème, naïve façade, Ærøskøbing, smörgåsbord, jalapeño & piñata (½ price!)",
    "well-being self-care mother-in-law check-in follow-up sign-off",
  ];

  it.each(FONT_FAMILIES.map((family) => [family]))(
    "fits every text in %s without cutting it",
    async (family) => {
      const base = createPreset("self-care-checklist", { start: "2026-03-01" });
      const first = base.blocks[0];
      if (first?.kind !== "interactive-list") throw new Error("expected a list first");
      const items = TEXTS.flatMap((text, index) => [
        { id: `i${900 + index}`, text, isChecked: false, depth: 1 as const },
        { id: `i${950 + index}`, text: text.toLowerCase(), isChecked: false, depth: 1 as const },
      ]);
      const doc: Checklist = {
        ...base,
        nextId: 1000,
        itemOptions: { css: { fontSize: "large", fontWeight: 700 }, maxlength: 200 },
        title: { ...base.title, text: TEXTS[2]?.slice(0, 60) ?? "", fontFamily: family },
        design: { ...base.design, fonts: { heading: family, body: family } },
        blocks: [{ ...first, title: TEXTS[1]?.slice(0, 60) ?? "", items }, ...base.blocks.slice(1)],
      };
      const { layout } = await printPdf(renderSheet(doc, "a4"), `measured-${family.replace(/ /g, "-")}`);
      expect(layout).toEqual({ outside: [], clamped: [] });
    },
    30_000,
  );
});

describe("printing from the app", () => {
  // The editor: a fixed site header, a side panel, a scrolling, scaled preview, and a site footer.
  const APP = `<div style="display:flex;min-height:100vh">
    <header style="position:fixed;inset:0 0 auto 0;height:64px;background:#6d28d9;color:#fff">Listful site header</header>
    <aside style="width:320px;padding:80px 16px">Blocks panel</aside>
    <main style="flex:1;height:100vh;overflow:auto;padding:96px 40px;background:#eef">
      <div style="transform:scale(0.9);transform-origin:top left">%SHEET%</div>
    </main>
  </div><footer>Site footer</footer>`;

  it.each(["a4", "letter"] as const)(
    "prints exactly the sheet's pages on %s",
    async (format) => {
      const doc = setFooter(
        { ...createPreset("weekly-to-do-list", { start: "2026-03-01" }), blockPerPage: 3 },
        { isVisible: true, text: "Week 9", showPageNumbers: true },
      );
      const pageCount = paginate(doc, format).pages.length;
      expect(pageCount).toBeGreaterThan(1);
      const html = toPrintHtml(<Sheet doc={doc} mode="edit" format={format} scale={0.6} />, css, APP);
      const { file } = await printPdf(html, `app-edit-${format}`);

      expectPaper(file, format, pageCount);
      const text = squeeze(readPdfText(file));
      for (const expected of printedTexts(doc)) expect(text).toContain(squeeze(expected));
      for (const chrome of ["Listful site header", "Blocks panel", "Site footer"]) {
        expect(text).not.toContain(squeeze(chrome));
      }
      writePagePng(file, 1, 60, `${ARTIFACTS}app-edit-${format}`);
    },
    30_000,
  );
});

describe("a hostile document", () => {
  it("prints markup and URLs as inert text and fetches nothing", async () => {
    let doc = createPreset("cute-checklist", { start: "2026-03-01" });
    doc = setTitle(doc, { text: "<img src=x onerror=alert(1)>" });
    doc = setFooter(doc, { isVisible: true, text: "url(https://tracker.example/pixel.png)" });
    const first = doc.blocks[0];
    if (first?.kind !== "interactive-list") throw new Error("expected a list first");
    const items = first.items.map((item, index) =>
      index === 0 ? { ...item, text: "https://tracker.example/image.png" } : item,
    );
    doc = { ...doc, blocks: [{ ...first, items }, ...doc.blocks.slice(1)] };
    const html = renderSheet(doc, "a4");
    expect(html).not.toContain("<img src=x");

    const { file } = await printPdf(html, "hostile-a4");
    const text = squeeze(readPdfText(file));
    expect(text).toContain(squeeze("<img src=x onerror=alert(1)>"));
    expect(text).toContain("https://tracker.example/image.png");
    expect(text).toContain("url(https://tracker.example/pixel.png)");
    expect(requests).toEqual([]);
  }, 30_000);
});

describe("emoji", () => {
  it("prints emoji in colour from the font the sheet ships, as text", async () => {
    // Graphite is all greys: any coloured pixel on the page is an emoji.
    let doc = setPalette(createPreset("daily-checklist", { start: "2026-03-01" }), { palette: 1 });
    const first = doc.blocks.find((block) => block.kind === "interactive-list");
    if (first?.kind !== "interactive-list") throw new Error("expected a list");
    doc = editItem(doc, { itemId: first.items[0]?.id ?? "", text: "Done ✅ party 🎉" });
    const html = toPrintHtml(<Sheet doc={doc} mode="print" />, inlineCss(fontFacesFor(doc)));

    const { file } = await printPdf(html, "emoji-a4");
    expect(squeeze(readPdfText(file))).toContain("Done✅party🎉");
    // Chromium prints colour glyphs as Type 3 fonts; system fonts are never asked.
    const fonts = readPdfFonts(file).map((font) => font.name);
    expect(fonts).toContain("[none]");
    expect(fonts.filter((name) => /dejavu/i.test(name))).toEqual([]);
    expect(countColouredPixels(readPagePixels(file, 1, 60))).toBeGreaterThan(40);
    writePagePng(file, 1, 100, `${ARTIFACTS}emoji-a4`);
    expect(requests).toEqual([]);
  }, 30_000);
});
