import { chromium } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, chromiumPath } from "../../src/lib/chromium.ts";
import { listPrintedImages, readPrintedFile } from "./pdf-images.ts";
import { checkPrintedFile, MAX_PDF_KB } from "./print-rules.ts";

/** A PDF of one page holding `objects` (numbered from 3), written the way PDF writers do. */
function pdfOf(pageResources: string, content: string, objects: readonly string[]): Buffer {
  const all = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources ${pageResources} /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...objects,
  ];
  let body = "%PDF-1.4\n";
  for (const [index, object] of all.entries()) body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  return Buffer.from(`${body}trailer\n<< /Root 1 0 R /Size ${all.length + 1} >>\n%%EOF\n`, "latin1");
}

/** An image object of `width` x `height` grey pixels. */
const image = (width: number, height: number) =>
  `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${width * height} >>\nstream\n${"\x80".repeat(width * height)}\nendstream`;

describe("the raster images a PDF paints", () => {
  it("finds an image on the page and its resolution from the CTM that paints it", () => {
    // 600 px across 144 pt (two inches): 300 dpi; and 400 px down the same two inches: 200 dpi.
    const pdf = pdfOf("<< /XObject << /Im1 5 0 R >> >>", "q 144 0 0 144 50 50 cm /Im1 Do Q", [
      image(600, 400),
    ]);
    expect(listPrintedImages(pdf)).toEqual([{ where: "page 1 Im1", width: 600, height: 400, dpi: 200 }]);
  });

  it("finds an image inside a tiling pattern, drawn at the pattern's matrix, which pdfimages -list misses", () => {
    // A 20 px tile drawn 10 x 10 in pattern space, the pattern scaled by 7.2: 72 pt, one inch, 20 dpi.
    const tile = "q 10 0 0 10 0 0 cm /T Do Q";
    const pattern = `<< /Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 /Matrix [7.2 0 0 7.2 0 0] /Resources << /XObject << /T 6 0 R >> >> /Length ${tile.length} >>\nstream\n${tile}\nendstream`;
    const pdf = pdfOf("<< /Pattern << /P1 5 0 R >> >>", "/Pattern cs /P1 scn 0 0 595 842 re f", [
      pattern,
      image(20, 20),
    ]);
    const [found] = listPrintedImages(pdf);
    expect(found?.where).toBe("page 1 pattern P1 T");
    expect(found?.dpi).toBeCloseTo(20, 5);
    expect(checkPrintedFile(readPrintedFile(pdf))).toEqual([
      "rule 18: 1 raster image(s) under 300 dpi, the coarsest 20 dpi (20x20 px, page 1 pattern P1 T)",
    ]);
  });

  it("passes a PDF of vectors and fails one heavier than the limit", () => {
    const vectors = pdfOf("<< >>", "0 0 1 rg 10 10 100 100 re f", []);
    expect(listPrintedImages(vectors)).toEqual([]);
    expect(checkPrintedFile(readPrintedFile(vectors))).toEqual([]);
    const heavy = Buffer.concat([vectors, Buffer.alloc((MAX_PDF_KB + 1) * 1024)]);
    expect(checkPrintedFile(readPrintedFile(heavy))).toEqual([
      `rule 17: the PDF weighs ${MAX_PDF_KB + 1 + Math.round(vectors.length / 1024)} KB (${MAX_PDF_KB} KB at most)`,
    ]);
  });

  it("fails Chromium's print of a page whose background is a PNG tile (a tiling pattern of a raster image)", async () => {
    const tile = await sharp({
      create: { width: 24, height: 24, channels: 3, background: { r: 240, g: 180, b: 200 } },
    })
      .png()
      .toBuffer();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    try {
      const page = await browser.newPage();
      await page.setContent(
        `<div style="width:600px;height:400px;background:url(data:image/png;base64,${tile.toString("base64")}) 0 0/24px 24px repeat;-webkit-print-color-adjust:exact;print-color-adjust:exact"></div>`,
      );
      const pdf = await page.pdf({ format: "A4", printBackground: true });
      const images = listPrintedImages(pdf);
      expect(images.length).toBeGreaterThan(0);
      expect(images.some((found) => found.where.includes("pattern"))).toBe(true);
      // 24 px over 24 CSS px (a quarter inch): 96 dpi, as Chromium puts it.
      expect(Math.min(...images.map((found) => found.dpi))).toBeLessThan(100);
      expect(checkPrintedFile(readPrintedFile(pdf))[0]).toMatch(/^rule 18: /);
    } finally {
      await browser.close();
    }
  });
});
