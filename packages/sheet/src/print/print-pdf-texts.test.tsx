import {
  type Checklist,
  createPreset,
  editItem,
  FONT_FAMILIES,
  paginate,
  printedTexts,
  setFooter,
  setPalette,
  setTitle,
} from "@listful/checklist";
import { describe, expect, it } from "vitest";
import { Sheet } from "../sheet.tsx";
import { inlineCss } from "../test/inline-css.ts";
import {
  countColouredPixels,
  readPagePixels,
  readPdfFonts,
  readPdfText,
  writePagePng,
} from "../test/poppler.ts";
import { toPrintHtml } from "../test/print-html.ts";
import {
  ARTIFACTS,
  css,
  expectPaper,
  printPdf,
  renderSheet,
  requests,
  setUpPrintPage,
  squeeze,
} from "../test/print-page.tsx";
import { fontFacesFor } from "./font-faces.ts";

setUpPrintPage();

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

  it.each(["a4", "letter"] as const)("prints exactly the sheet's pages on %s", async (format) => {
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
  });
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
  });
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
  });
});
