import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { type Mask, nearestDistance } from "./decoration-gap.ts";

/** What a printed PDF shows, read back with Poppler: pages, their blank bottoms, text and metadata. */
export type PrintedPdf = {
  readonly pages: number;
  /** Per page, the share (0..1) of the sheet's height below the lowest mark: the blank bottom. */
  readonly bottomBlank: readonly number[];
  /** How near the content comes to the page's decoration, in millimetres on paper; null without one. */
  readonly decorationGapMm: number | null;
  readonly text: string;
  /** Per page, its text (pdftotext -layout), to find running heads and page labels. */
  readonly pageTexts: readonly string[];
  readonly title: string;
  /** The Creator and Producer the PDF names. */
  readonly makers: readonly string[];
  readonly isTagged: boolean;
  readonly sizes: readonly { readonly width: number; readonly height: number }[];
};

/** Anything further than this from the ground (the page's own colour), in any channel, is a mark. */
const INK_THRESHOLD = 12;

type Pixels = {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: number;
};

async function readPixels(png: string): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * The page's ink: pixels unlike their ground, which is the same pixel of `ground` (the page's decoration
 * printed alone), so only the content counts, or without one the page's own colour (its corner).
 */
function inkOf(page: Pixels, ground: Pixels | null): Mask {
  const { data, width, height, channels } = page;
  const set = new Uint8Array(width * height);
  const base = ground?.data ?? data;
  for (let pixel = 0; pixel < width * height; pixel++) {
    const i = pixel * channels;
    const g = ground ? i : 0;
    for (let c = 0; c < 3; c++) {
      if (Math.abs((data[i + c] ?? 0) - (base[g + c] ?? 255)) > INK_THRESHOLD) set[pixel] = 1;
    }
  }
  return { set, width, height };
}

/** The share (0..1) of the sheet's height below the lowest mark: the blank bottom (1 for a blank page). */
function blankBottom(ink: Mask): number {
  for (let y = ink.height - 1; y >= 0; y--) {
    for (let x = 0; x < ink.width; x++)
      if (ink.set[y * ink.width + x]) return (ink.height - 1 - y) / ink.height;
  }
  return 1;
}

function pdfinfo(file: string, args: string[] = []): string {
  return execFileSync("pdfinfo", [...args, file], { encoding: "utf8" });
}

/** Renders a PDF's pages to PNGs at `dpi` in `dir`, named `<name>-<n>.png`, in page order. */
function renderPages(pdf: Buffer, dir: string, name: string, dpi: number): string[] {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-r", String(dpi), "-png", file, path.join(dir, name)]);
  return readdirSync(dir)
    .filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith(".png"))
    .sort()
    .map((entry) => path.join(dir, entry));
}

/**
 * Reads a PDF back: pages rendered at `dpi` for the blank-bottom measure, text per page, metadata. With the
 * PDF of the same page's decoration printed alone, the content is told from the decoration, and how near it
 * comes to the decoration is measured.
 */
export async function readPrintedPdf(
  pdf: Buffer,
  dpi = 50,
  decoration: Buffer | null = null,
): Promise<PrintedPdf> {
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
    const rendered = await Promise.all(renderPages(pdf, dir, "page", dpi).map(readPixels));
    const [alone] = decoration
      ? await Promise.all(renderPages(decoration, dir, "decoration", dpi).map(readPixels))
      : [];
    const contents = rendered.map((page) => inkOf(page, alone ?? null));
    const bottomBlank = contents.map(blankBottom);
    const art = alone ? inkOf(alone, null) : null;
    const decorationGapMm = art
      ? Math.min(...contents.map((content) => nearestDistance(art, content))) * (25.4 / dpi)
      : null;
    const text = execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" });
    const pageTexts = text.split("\f").slice(0, pages);
    return {
      pages,
      bottomBlank,
      decorationGapMm,
      text,
      pageTexts,
      title: /^Title:\s*(.*)$/m.exec(info)?.[1]?.trim() ?? "",
      makers: ["Creator", "Producer"].map(
        (key) => new RegExp(`^${key}:\\s*(.*)$`, "m").exec(info)?.[1]?.trim() ?? "",
      ),
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
