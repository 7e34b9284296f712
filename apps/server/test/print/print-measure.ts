import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/** What a printed PDF shows, read back with Poppler: pages, their blank bottoms, text and metadata. */
export type PrintedPdf = {
  readonly pages: number;
  /** Per page, the share (0..1) of the sheet's height below the lowest mark: the blank bottom. */
  readonly bottomBlank: readonly number[];
  readonly text: string;
  /** Per page, its text (pdftotext -layout), to find running heads and page labels. */
  readonly pageTexts: readonly string[];
  readonly title: string;
  readonly isTagged: boolean;
  readonly sizes: readonly { readonly width: number; readonly height: number }[];
};

/** Anything further from the page's own colour than this, in any channel, is a mark. */
const INK_THRESHOLD = 12;

/** Rows from the top of the lowest one holding a mark, from raw pixels; -1 for a blank page. */
function lowestInkRow(data: Buffer, width: number, height: number, channels: number): number {
  const page = [data[0] ?? 255, data[1] ?? 255, data[2] ?? 255];
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      for (let c = 0; c < 3; c++) {
        if (Math.abs((data[i + c] ?? 0) - (page[c] ?? 0)) > INK_THRESHOLD) return y;
      }
    }
  }
  return -1;
}

async function measureBottomBlank(png: string): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const lowest = lowestInkRow(data, info.width, info.height, info.channels);
  return (info.height - 1 - lowest) / info.height;
}

function pdfinfo(file: string, args: string[] = []): string {
  return execFileSync("pdfinfo", [...args, file], { encoding: "utf8" });
}

/** Reads a PDF back: pages rendered at `dpi` for the blank-bottom measure, text per page, metadata. */
export async function readPrintedPdf(pdf: Buffer, dpi = 50): Promise<PrintedPdf> {
  const dir = mkdtempSync(path.join(tmpdir(), "listful-print-"));
  try {
    const file = path.join(dir, "file.pdf");
    writeFileSync(file, pdf);
    const info = pdfinfo(file);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    const sizes = [
      ...pdfinfo(file, ["-f", "1", "-l", String(pages)]).matchAll(
        /^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm,
      ),
    ].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
    execFileSync("pdftoppm", ["-r", String(dpi), "-png", file, path.join(dir, "page")]);
    const pngs = readdirSync(dir)
      .filter((name) => name.startsWith("page") && name.endsWith(".png"))
      .sort()
      .map((name) => path.join(dir, name));
    const bottomBlank = await Promise.all(pngs.map(measureBottomBlank));
    const text = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" });
    const pageTexts = text.split("\f").slice(0, pages);
    return {
      pages,
      bottomBlank,
      text,
      pageTexts,
      title: /^Title:\s*(.*)$/m.exec(info)?.[1]?.trim() ?? "",
      isTagged: /^Tagged:\s+yes/m.test(info),
      sizes,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Saves every page of a PDF as PNGs next to `outputBase` (for a person to look at). */
export function writePagePngs(pdf: Buffer, outputBase: string, dpi = 60): void {
  const dir = mkdtempSync(path.join(tmpdir(), "listful-print-"));
  try {
    const file = path.join(dir, "file.pdf");
    writeFileSync(file, pdf);
    execFileSync("pdftoppm", ["-r", String(dpi), "-png", file, outputBase]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
