import type { Checklist } from "@listful/checklist";

/** The colour the sheet draws a document's lines, rules and tick boxes with (sheet.css: --ls-c3). */
export function getLineColor(doc: Checklist): string {
  return doc.design.colors.color3;
}

/** How dark a "RRGGBB" colour prints in greyscale, 0 white to 1 black (Rec. 601 luma). */
export function getGreyShare(hex: string): number {
  const [red, green, blue] = [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
  return 1 - (0.299 * (red ?? 0) + 0.587 * (green ?? 0) + 0.114 * (blue ?? 0)) / 255;
}
