import { execFileSync } from "node:child_process";

export type PdfPageSize = { readonly width: number; readonly height: number; readonly name: string };

/** Page count and each page's size in points (pdfinfo). */
export function readPdfPages(file: string): {
  readonly count: number;
  readonly sizes: readonly PdfPageSize[];
} {
  const summary = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const count = Number(/^Pages:\s+(\d+)/m.exec(summary)?.[1] ?? 0);
  const detail = execFileSync("pdfinfo", ["-f", "1", "-l", String(count), file], { encoding: "utf8" });
  const sizes = [...detail.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts(?: \(([^)]+)\))?/gm)].map(
    (match) => ({ width: Number(match[1]), height: Number(match[2]), name: match[3] ?? "" }),
  );
  return { count, sizes };
}

/** The PDF's text in content order (pdftotext -raw keeps hyphens at line ends), whitespace collapsed. */
export function readPdfText(file: string): string {
  return execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

/** Each font of the PDF with whether it is embedded (pdffonts). */
export function readPdfFonts(
  file: string,
): readonly { readonly name: string; readonly isEmbedded: boolean }[] {
  const lines = execFileSync("pdffonts", [file], { encoding: "utf8" }).split("\n").slice(2);
  return lines
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name type [type2] encoding emb sub uni object ID: emb is the fifth column from the end.
      return { name: columns[0] ?? "", isEmbedded: columns.at(-5) === "yes" };
    });
}

/** Page `page` as a PNG at `dpi` (pdftoppm). */
export function writePagePng(file: string, page: number, dpi: number, outputBase: string): void {
  execFileSync("pdftoppm", [
    "-f",
    String(page),
    "-l",
    String(page),
    "-r",
    String(dpi),
    "-png",
    "-singlefile",
    file,
    outputBase,
  ]);
}

export type Pixels = { readonly width: number; readonly height: number; readonly rgb: Uint8Array };

/** Page `page` drawn at `dpi` as RGB pixels (pdftoppm's binary PPM). */
export function readPagePixels(file: string, page: number, dpi: number): Pixels {
  const ppm = execFileSync("pdftoppm", ["-f", String(page), "-l", String(page), "-r", String(dpi), file]);
  // "P6\n<width> <height>\n255\n" then the pixels.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString("latin1"));
  if (!header) throw new Error("pdftoppm did not write a PPM");
  const [, width = "0", height = "0"] = header;
  return { width: Number(width), height: Number(height), rgb: ppm.subarray(header[0].length) };
}

/** How many pixels are clearly coloured (not white, grey or black). */
export function countColouredPixels({ rgb }: Pixels): number {
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    const [r = 0, g = 0, b = 0] = [rgb[i], rgb[i + 1], rgb[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) count += 1;
  }
  return count;
}
