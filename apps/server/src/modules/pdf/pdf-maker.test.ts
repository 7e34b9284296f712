import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setPdfMaker } from "./pdf-maker.ts";

/** A one-page PDF as Chromium writes one: a classic cross-reference table, its info dictionary first. */
function chromiumLikePdf(): Buffer {
  const objects = [
    "<</Title <FEFF00480069002000E9>\n/Creator (Mozilla/5.0 \\(X11\\) HeadlessChrome/156.0.0.0)\n/Producer (Skia/PDF m156)\n/CreationDate (D:20261127035019+00'00')>>",
    "<</Type /Catalog /Pages 3 0 R>>",
    "<</Type /Pages /Kids [4 0 R] /Count 1>>",
    "<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842]>>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 5\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<</Size 5\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(body, "latin1");
}

function readInfo(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-maker-")), "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdfinfo", [file], { encoding: "utf8" });
}

describe("setPdfMaker", () => {
  it("names Listful as the Creator and Producer and keeps the title", () => {
    const before = readInfo(chromiumLikePdf());
    expect(before).toMatch(/^Creator:\s+Mozilla.*HeadlessChrome/m);
    const info = readInfo(setPdfMaker(chromiumLikePdf()));
    expect(info).toMatch(/^Creator:\s+Listful$/m);
    expect(info).toMatch(/^Producer:\s+Listful$/m);
    expect(info).toMatch(/^Title:\s+Hi é$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).not.toMatch(/Syntax (Error|Warning)/);
  });

  it("leaves the printed bytes before the update as they were", () => {
    const pdf = chromiumLikePdf();
    expect(setPdfMaker(pdf).subarray(0, pdf.length).equals(pdf)).toBe(true);
  });
});
