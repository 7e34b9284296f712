import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Poppler's answers about a PDF: pages, page sizes in points, extracted text, fonts, and page PNGs. */
export function inspectPdf(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "listful-pdf-"));
  const file = path.join(dir, "file.pdf");
  writeFileSync(file, pdf);
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "999", file], { encoding: "utf8" });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  return {
    file,
    pages,
    sizes,
    // Content order (-raw): text wrapped inside a calendar cell stays together instead of interleaving.
    text: () => execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }),
    fonts: () => execFileSync("pdffonts", [file], { encoding: "utf8" }),
    /** Page one as a PNG, `dpi` dots per inch. */
    firstPagePng(dpi = 72): Buffer {
      const prefix = path.join(dir, "page");
      execFileSync("pdftoppm", [
        "-r",
        String(dpi),
        "-png",
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        file,
        prefix,
      ]);
      return readFileSync(`${prefix}.png`);
    },
  };
}

/** The texts a person reads on the sheet: titles, items, rows and prompts (not generated dates). */

/** Whitespace-insensitive, so wrapped lines and layout spacing do not matter. */
export function squash(text: string): string {
  return text.replace(/\s+/g, "");
}
