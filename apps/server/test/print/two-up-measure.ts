import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream, PDFRef } from "pdf-lib";

/** A stroked line on a sheet: its ends in points from the bottom left, its width and its grey (0 black). */
export type SheetLine = {
  readonly from: { x: number; y: number };
  readonly to: { x: number; y: number };
  readonly width: number;
  readonly grey: number;
};

export type TwoUpSheet = {
  readonly width: number;
  readonly height: number;
  /** Where each drawn page's bottom-left corner lies on the sheet, in the order they are drawn. */
  readonly placements: readonly { x: number; y: number }[];
  readonly isStacked: boolean;
  /** The text of the sheet's first half (left, or top when stacked) and second half. */
  readonly firstHalfText: string;
  readonly secondHalfText: string;
  /** Cut marks: lines on the sheet's middle line, at least 0.25 pt wide and 40% grey or darker. */
  readonly cutMarks: number;
  readonly lines: readonly SheetLine[];
};

function contentText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((entry) => (entry instanceof PDFRef ? page.doc.context.lookup(entry) : entry))
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")
        : "",
    )
    .join("\n");
}

/** The stroked lines and the drawn pages of a sheet's content (pdf-lib writes each in its own q … Q). */
function readContent(text: string): { lines: SheetLine[]; placements: { x: number; y: number }[] } {
  const lines: SheetLine[] = [];
  const placements: { x: number; y: number }[] = [];
  const n = String.raw`(-?[\d.]+)`;
  for (const group of text.split(/\bQ\b/)) {
    // pdf-lib places a page with a translation, then its rotation and scale (none here), then draws it.
    const placed = /\/\S+ Do/.test(group) ? new RegExp(`${n} ${n} ${n} ${n} ${n} ${n} cm`).exec(group) : null;
    if (placed) placements.push({ x: Number(placed[5]), y: Number(placed[6]) });
    const segment = new RegExp(`${n} ${n} m\\s+${n} ${n} l\\s+S`).exec(group);
    if (!segment) continue;
    const grey = new RegExp(`${n} ${n} ${n} RG`).exec(group);
    const width = new RegExp(`${n} w`).exec(group);
    lines.push({
      from: { x: Number(segment[1]), y: Number(segment[2]) },
      to: { x: Number(segment[3]), y: Number(segment[4]) },
      width: Number(width?.[1] ?? 1),
      grey: Math.max(Number(grey?.[1] ?? 0), Number(grey?.[2] ?? 0), Number(grey?.[3] ?? 0)),
    });
  }
  return { lines, placements };
}

function isCutMark(line: SheetLine, width: number, height: number, isStacked: boolean): boolean {
  const onMiddle = isStacked
    ? Math.abs(line.from.y - height / 2) < 0.5 && Math.abs(line.to.y - height / 2) < 0.5
    : Math.abs(line.from.x - width / 2) < 0.5 && Math.abs(line.to.x - width / 2) < 0.5;
  return onMiddle && line.width >= 0.25 && line.grey <= 0.6;
}

/** Poppler's text of a rectangle of one sheet (points, from the top left). */
function textOf(file: string, page: number, box: { x: number; y: number; w: number; h: number }): string {
  const area = Object.entries({ x: box.x, y: box.y, W: box.w, H: box.h }).flatMap(([flag, value]) => [
    `-${flag}`,
    String(Math.round(value)),
  ]);
  return execFileSync("pdftotext", ["-raw", "-f", String(page), "-l", String(page), ...area, file, "-"], {
    encoding: "utf8",
  });
}

/** Reads a two-on-one-sheet PDF back: each sheet's size, the pages' placement and text, and its cut marks. */
export async function readTwoUp(pdf: Buffer) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const dir = mkdtempSync(path.join(tmpdir(), "listful-two-up-"));
  try {
    const file = path.join(dir, "file.pdf");
    writeFileSync(file, pdf);
    const sheets = document.getPages().map((page, index): TwoUpSheet => {
      const { width, height } = page.getSize();
      const isStacked = height > width;
      const { lines, placements } = readContent(contentText(page));
      const halves = isStacked
        ? [
            { x: 0, y: 0, w: width, h: height / 2 },
            { x: 0, y: height / 2, w: width, h: height / 2 },
          ]
        : [
            { x: 0, y: 0, w: width / 2, h: height },
            { x: width / 2, y: 0, w: width / 2, h: height },
          ];
      return {
        width,
        height,
        placements,
        isStacked,
        firstHalfText: halves[0] ? textOf(file, index + 1, halves[0]) : "",
        secondHalfText: halves[1] ? textOf(file, index + 1, halves[1]) : "",
        cutMarks: lines.filter((line) => isCutMark(line, width, height, isStacked)).length,
        lines,
      };
    });
    return {
      pages: sheets.length,
      sheets,
      title: document.getTitle() ?? "",
      makers: [document.getCreator() ?? "", document.getProducer() ?? ""],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
