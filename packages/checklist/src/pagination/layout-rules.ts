import { setItemOptions } from "../operations/set-item-options.ts";
import { getGreyEquivalent, getPrintedColors } from "../print-colors.ts";
import type { Checklist, Orientation, PageFormat } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { MIN_LANDSCAPE_CELL_MM, MIN_SUB_TICK_MM, MIN_TICK_MM } from "./geometry.ts";
import { listPrintedMarks } from "./mark-sizes.ts";
import { paginate } from "./paginate.ts";
import type { Pagination } from "./pagination-types.ts";
import { getLeastRowHeight } from "./row-room.ts";

/** Rule 6: lines print at least this dark in greyscale (a floor under the colours' own MIN_LINE_GREY). */
const RULE_LINE_GREY = 0.35;
/** Rule 3: a last page that continues a block holds at least this share of the page before's rows. */
const FAIR_SHARE = 0.25;

/** Every paper a template is printed on: A4 and Letter, both ways. */
export const PRINT_PAPERS: readonly { format: PageFormat; orientation: Orientation }[] = [
  { format: "a4", orientation: "portrait" },
  { format: "a4", orientation: "landscape" },
  { format: "letter", orientation: "portrait" },
  { format: "letter", orientation: "landscape" },
];

function countContentRows(pagination: Pagination, pageIndex: number): number {
  const page = pagination.pages[pageIndex];
  return (page?.pieces ?? []).reduce(
    (sum, piece) =>
      sum +
      piece.rows.filter(
        (row) => row.type === "item" || row.type === "icon-row" || row.type === "calendar-row",
      ).length,
    0,
  );
}

/**
 * The print rules (packages/checklist README) a document breaks on one paper that its layout alone tells,
 * without printing it: rows as tall as their text (1), pages not sized by maxlength (2), one portrait page
 * for a template and a fair last page (3), marks to tick with a pen (5, 12) and lines dark enough (6). What
 * only the printed PDF shows (texts in full, blank bottoms, running heads) is checked on the PDF by
 * `npm run check:print`. Each problem is a sentence naming its rule; none when it keeps them all.
 */
export function checkLayoutRules(
  doc: Checklist,
  format: PageFormat,
  orientation: Orientation,
  options: { isTemplate: boolean },
): string[] {
  const pagination = paginate(doc, format, orientation);
  const problems: string[] = [];
  for (const piece of pagination.pages.flatMap((page) => page.pieces)) {
    if (piece.rows.some((row) => row.height < getLeastRowHeight(row, pagination.itemRow)))
      problems.push(`rule 1: a row of ${piece.blockId} is shorter than its text`);
  }
  const longest = paginate(setItemOptions(doc, { maxlength: LIMITS.itemText }), format, orientation);
  if (longest.pages.length !== pagination.pages.length) problems.push("rule 2: rows are sized by maxlength");
  if (options.isTemplate && orientation === "portrait" && pagination.pages.length !== 1)
    problems.push(`rule 3: ${pagination.pages.length} pages`);
  const last = pagination.pages.length - 1;
  if (last > 0 && pagination.pages[last]?.pieces[0]?.isContinuation) {
    const before = countContentRows(pagination, last - 1);
    if (countContentRows(pagination, last) < FAIR_SHARE * before)
      problems.push("rule 3: the last page holds a few rows");
  }
  for (const mark of listPrintedMarks(doc, pagination)) {
    const least = mark.kind === "sub-item" ? MIN_SUB_TICK_MM : MIN_TICK_MM;
    if (mark.mm < least) problems.push(`rule 5: ${mark.kind} marks are ${mark.mm.toFixed(2)} mm`);
    if (mark.kind === "tracker" && orientation === "landscape" && mark.cellMm < MIN_LANDSCAPE_CELL_MM)
      problems.push(`rule 12: tracker cells are ${mark.cellMm.toFixed(2)} mm in landscape`);
  }
  const grey = getGreyEquivalent(getPrintedColors(doc.design).line);
  if (grey < RULE_LINE_GREY) problems.push(`rule 6: lines print ${(grey * 100).toFixed(0)}% grey`);
  return problems;
}

const PAPER_NAMES: Record<PageFormat, string> = { a4: "A4", letter: "Letter" };

/**
 * The layout rules a template breaks on any paper it may be printed on, each named with its paper
 * ("rule 3: 2 pages (A4 portrait)"); the same problem on several papers is named once per paper.
 */
export function checkTemplateLayout(doc: Checklist): string[] {
  return PRINT_PAPERS.flatMap(({ format, orientation }) =>
    [...new Set(checkLayoutRules(doc, format, orientation, { isTemplate: true }))].map(
      (problem) => `${problem} (${PAPER_NAMES[format]} ${orientation})`,
    ),
  );
}
