import {
  BACKGROUNDS,
  type Checklist,
  createPreset,
  editItem,
  setHeader,
  setPalette,
  setPrintMode,
} from "@listful/checklist";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import { apiClient, browserHeaders, createTestApp, dbKind, type TestApp } from "./helpers.ts";
import { decorationAlone } from "./print/print-check.ts";
import { inspectPdf, squash } from "./support/pdf-tools.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: {} });
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
});
afterAll(async () => {
  await t.close();
});

/** Page one's pixels at 72 dpi (one pixel a point), RGB. */
async function firstPagePixels(data: Checklist) {
  const response = await apiClient(t.app).requestRaw("POST /api/pdf", { body: { data, format: "a4" } });
  expect(response.status).toBe(200);
  const png = inspectPdf(Buffer.from(await response.arrayBuffer())).firstPagePng(72);
  const { data: rgb, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgb, width: info.width, height: info.height };
}

async function printPage(data: Checklist, mode?: "color" | "ink-friendly") {
  const response = await apiClient(t.app).requestRaw("POST /api/pdf", {
    body: { data, ...(mode ? { mode } : {}) },
  });
  expect(response.status).toBe(200);
  const info = inspectPdf(Buffer.from(await response.arrayBuffer()));
  const { data: pixels, info: size } = await sharp(info.firstPagePng(60))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = size;
  const at = (x: number, y: number) => {
    const i = (y * width + x) * channels;
    return [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
  };
  // A pale fill: light but not the white page. The antialiased edges of thin lines are pale too, but a
  // fill is pale with all its neighbours.
  const isPale = (x: number, y: number) => {
    const [r = 0, g = 0, b = 0] = at(x, y);
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    return luma >= 150 && luma <= 250;
  };
  let coloured = 0;
  let tinted = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const [r = 0, g = 0, b = 0] = at(x, y);
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40) coloured += 1;
      if ([-1, 0, 1].every((dy) => [-1, 0, 1].every((dx) => isPale(x + dx, y + dy)))) tinted += 1;
    }
  }
  return { info, coloured, tinted, area: width * height };
}

describe(`printing emoji and ink-friendly pages (${dbKind})`, () => {
  it("prints an item's emoji in colour from the emoji font the app ships, as text", async () => {
    let doc = setPalette(createPreset("daily-checklist", { start: "2026-03-01" }), { palette: 1 });
    const list = doc.blocks.find((block) => block.kind === "interactive-list");
    if (list?.kind !== "interactive-list") throw new Error("the daily checklist has no list");
    doc = editItem(doc, { itemId: list.items[0]?.id ?? "", text: "Done ✅ party 🎉" });

    const { info, coloured } = await printPage(doc);
    expect(squash(info.text())).toContain("Done✅party🎉");
    // Colour glyphs print as Type 3 fonts; no emoji comes from a font of the server's system.
    expect(info.fonts()).toMatch(/Type 3/);
    expect(info.fonts()).not.toMatch(/DejaVu|Symbola/i);
    // The Graphite palette is all greys: the coloured pixels are the emoji's.
    expect(coloured).toBeGreaterThan(40);
  });

  it("prints the same sheet ink-friendly when asked: no colour, no filled areas", async () => {
    const doc = setHeader(setPalette(createPreset("mood-tracker", { start: "2026-03-01" }), { palette: 4 }), {
      style: 3,
    });
    const colour = await printPage(doc);
    const ink = await printPage(doc, "ink-friendly");
    expect(ink.info.pages).toBe(colour.info.pages);
    expect(squash(ink.info.text())).toBe(squash(colour.info.text()));
    expect(colour.coloured).toBeGreaterThan(1000);
    expect(ink.coloured).toBe(0);
    // The banner and the weekend columns tint the page in colour; ink-friendly, nothing is filled.
    expect(colour.tinted / colour.area).toBeGreaterThan(0.01);
    expect(ink.tinted / ink.area).toBeLessThan(0.001);
  });

  it("prints a document saved ink-friendly that way, unless the request asks for colour", async () => {
    const doc = setPrintMode(
      setPalette(createPreset("habit-tracker", { start: "2026-03-01" }), { palette: 10 }),
      {
        printMode: "ink-friendly",
      },
    );
    expect((await printPage(doc)).coloured).toBe(0);
    expect((await printPage(doc, "color")).coloured).toBeGreaterThan(1000);
  });

  it("keeps every background inside the printable area, and a decoration's art in the band along its edges", async () => {
    const backgrounds = await apiClient(t.app).request("GET /api/backgrounds");
    expect(backgrounds.map((background) => background.slug)).toEqual(BACKGROUNDS.map((entry) => entry.slug));
    // Each picture printed alone, on a page with no content, against the blank page.
    const page = decorationAlone(createPreset("daily-checklist", { start: "2026-03-01" }));
    const blank = await firstPagePixels({ ...page, design: { ...page.design, showBackground: false } });
    // The printable inset is 20 CSS px, 15 points (printed at 99.6%); the band ends at 40 CSS px, 30 points.
    const printable = 14;
    const band = 31;
    for (const background of BACKGROUNDS) {
      const shown = await firstPagePixels({
        ...page,
        design: { ...page.design, showBackground: true, backgroundId: background.id },
      });
      let outside = 0;
      let pastBand = 0;
      for (let y = 0; y < shown.height; y++) {
        for (let x = 0; x < shown.width; x++) {
          const i = (y * shown.width + x) * 3;
          const isChanged = [0, 1, 2].some(
            (c) => Math.abs((shown.rgb[i + c] ?? 0) - (blank.rgb[i + c] ?? 0)) > 8,
          );
          if (!isChanged) continue;
          const edge = Math.min(x, y, shown.width - 1 - x, shown.height - 1 - y);
          if (edge < printable) outside += 1;
          if (edge >= band) pastBand += 1;
        }
      }
      expect(outside, `${background.slug} outside the printable area`).toBe(0);
      // Paper lies under the content, to write on; a decoration keeps to its band.
      if (background.kind === "decoration") expect(pastBand, `${background.slug} past its band`).toBe(0);
    }
  }, 120_000); // fourteen prints, one for each background and one without

  it("refuses an unknown print mode", async () => {
    const doc = createPreset("daily-checklist", { start: "2026-03-01" });
    // A mode the typed client cannot send.
    const response = await t.app.inject({
      method: "POST",
      url: "/api/pdf",
      headers: browserHeaders(),
      payload: JSON.stringify({ data: doc, mode: "sepia" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("mode");
  });
});
