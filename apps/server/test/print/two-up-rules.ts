import { PAPER_MM, type Pagination } from "@listful/checklist";
import type { PrintCase } from "./print-cases.ts";
import type { TwoUpSheet } from "./two-up-measure.ts";

/** Half a point: how near a printed page or sheet comes to its paper's size. */
export const SIZE_TOLERANCE_PT = 0.5;

const toPoints = (mm: number) => (mm / 25.4) * 72;

/** The sheet two small pages print on, in points: A4 for A5, Letter for half-letter. */
const SHEET_OF = { a5: "a4", "half-letter": "letter" } as const;

/** Rule 19: every page is its paper, to half a point (portrait or turned). */
export function checkPaperSizes(
  print: PrintCase,
  sizes: readonly { width: number; height: number }[],
): string[] {
  const paper = PAPER_MM[print.format];
  const [width, height] =
    print.orientation === "portrait" ? [paper.width, paper.height] : [paper.height, paper.width];
  return sizes.flatMap((size, index) =>
    Math.abs(size.width - toPoints(width)) > SIZE_TOLERANCE_PT ||
    Math.abs(size.height - toPoints(height)) > SIZE_TOLERANCE_PT
      ? [`rule 19: page ${index + 1} is ${size.width} x ${size.height} pt, not ${print.format}`]
      : [],
  );
}

/**
 * Rule 19, two on one sheet: each sheet is its big paper to half a point, turned so two pages meet on its
 * middle line (portrait pages side by side, landscape ones stacked); pages in reading order, a one-page
 * document twice; two cut marks on the middle line.
 */
export function checkTwoUpSheets(
  print: PrintCase,
  pagination: Pagination,
  sheets: readonly TwoUpSheet[],
): string[] {
  const problems: string[] = [];
  if (print.format !== "a5" && print.format !== "half-letter") return ["rule 19: two-up on a big paper"];
  const big = PAPER_MM[SHEET_OF[print.format]];
  const isStacked = print.orientation === "landscape";
  const [width, height] = isStacked ? [big.width, big.height] : [big.height, big.width];
  const pages = pagination.pages.length;
  const expected = pages === 1 ? 1 : Math.ceil(pages / 2);
  if (sheets.length !== expected) problems.push(`rule 19: ${sheets.length} sheets for ${pages} pages`);
  sheets.forEach((sheet, index) => {
    const name = `sheet ${index + 1}`;
    if (
      Math.abs(sheet.width - toPoints(width)) > SIZE_TOLERANCE_PT ||
      Math.abs(sheet.height - toPoints(height)) > SIZE_TOLERANCE_PT
    )
      problems.push(`rule 19: ${name} is ${sheet.width} x ${sheet.height} pt`);
    if (sheet.isStacked !== isStacked) problems.push(`rule 19: ${name} is turned the wrong way`);
    const halves = index * 2 + 1 < pages || pages === 1 ? 2 : 1;
    if (sheet.placements.length !== halves)
      problems.push(`rule 19: ${name} holds ${sheet.placements.length} pages`);
    const [first, second] = sheet.placements;
    const middle = isStacked ? sheet.height / 2 : sheet.width / 2;
    if (second && Math.abs((isStacked ? (first?.y ?? 0) : second.x) - middle) > SIZE_TOLERANCE_PT)
      problems.push(`rule 19: ${name}'s pages do not meet on its middle line`);
    if (sheet.cutMarks < 2) problems.push(`rule 19: ${name} has ${sheet.cutMarks} cut marks`);
    // Reading order: a later page says "page N of M" in its running head.
    const order = [sheet.firstHalfText, sheet.secondHalfText].map((text) =>
      Number(/page(\d+)of/.exec(text.replace(/\s+/g, ""))?.[1] ?? 1),
    );
    const want = pages === 1 ? [1, 1] : [index * 2 + 1, index * 2 + 2];
    if (order[0] !== want[0] || (halves === 2 && order[1] !== want[1]))
      problems.push(`rule 19: ${name} holds pages ${order.join(" and ")}, not ${want.join(" and ")}`);
  });
  return problems;
}
