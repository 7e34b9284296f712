import { isScriptFamily, MIN_SCRIPT_SIZE } from "../fonts.ts";
import { setItemOptions } from "../operations/set-item-options.ts";
import { getGreyEquivalent, getPrintedColors } from "../print-colors.ts";
import type { Checklist, Orientation, PageFormat } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import type { TemplateType } from "../templates/template-types.ts";
import {
  hasRoomyCells,
  isSmallPaper,
  MIN_LANDSCAPE_CELL_MM,
  MIN_MARK_GAP_MM,
  MIN_STAR_MM,
  MIN_TICK_MM,
  SMALL_PAPER_MAX_PAGES,
} from "./geometry.ts";
import { listPrintedMarks } from "./mark-sizes.ts";
import { paginate } from "./paginate.ts";
import type { Pagination } from "./pagination-types.ts";
import { getLeastRowHeight } from "./row-room.ts";
import { findSplitStarts } from "./small-paper-breaks.ts";
import { checkSpareRoom } from "./spare-rules.ts";
import { listTextStyles } from "./text-styles.ts";

/** Rule 6: lines print at least this dark in greyscale (a floor under the colours' own MIN_LINE_GREY). */
const RULE_LINE_GREY = 0.35;
/** Rule 3: a last page that continues a block holds at least this share of the page before's rows. */
const FAIR_SHARE = 0.25;

/**
 * Rule 15: a character the sheet's emoji font draws in colour (pictographs such as ☀ ♥ ⚡, and anything
 * asking for emoji presentation). A legend keeps to monochrome marks (★ ● ◐ ○ ▼ ✕ ! ~, digits), which
 * print the same on any printer and sit in one set with the tick shapes.
 */
const COLOUR_EMOJI = /\p{Extended_Pictographic}|\u{FE0F}/u;

/** Trackers, challenges and weeklies: a sheet for the wall or the fridge, one page on every paper. */
const ONE_PAGE_TYPES: readonly string[] = [
  "30-day-challenge",
  "habit-tracker",
  "mood-tracker",
  "weekly-to-do-list",
] satisfies TemplateType[];

/** True for a template type whose templates print on one page in landscape too (rule 3). */
export function isOnePageInLandscape(type: string | null | undefined): boolean {
  return type != null && ONE_PAGE_TYPES.includes(type);
}

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
        (row) =>
          row.type === "item" ||
          row.type === "icon-row" ||
          row.type === "calendar-row" ||
          row.type === "table-row",
      ).length,
    0,
  );
}

/**
 * Rule 3 on small paper: a template's second page starts with a whole block, or a grid's next rows under its
 * own headings (`isSplitStart`); never the rest of a list or a field.
 */
function checkSmallPaperBreak(doc: Checklist, pagination: Pagination): string[] {
  return findSplitStarts(pagination.pages.map((page) => page.pieces)).map((index) => {
    const blockId = pagination.pages[index]?.pieces[0]?.blockId;
    const kind = doc.blocks.find((block) => block.id === blockId)?.kind ?? "block";
    return `rule 3: page ${index + 1} continues a split ${kind}`;
  });
}

/**
 * The print rules (packages/checklist README) a document breaks on one paper that its layout alone tells,
 * without printing it: rows as tall as their text (1), pages not sized by maxlength (2), one portrait page
 * for a template (in landscape too for a tracker, challenge or weekly: `type`) and a fair last page (3), marks
 * to tick with a pen (5, 12), lines dark enough (6), spare room shared fairly (13), script faces at 14 pt or
 * more (14) and legends in monochrome marks (15). What
 * only the printed PDF shows (texts in full, blank bottoms, running heads) is checked on the PDF by
 * `npm run check:print`. Each problem is a sentence naming its rule; none when it keeps them all.
 */
export function checkLayoutRules(
  doc: Checklist,
  format: PageFormat,
  orientation: Orientation,
  options: { isTemplate: boolean; type?: string | null },
): string[] {
  const pagination = paginate(doc, format, orientation);
  const problems: string[] = [];
  for (const piece of pagination.pages.flatMap((page) => page.pieces)) {
    if (piece.rows.some((row) => row.height < getLeastRowHeight(row, pagination.itemRow)))
      problems.push(`rule 1: a row of ${piece.blockId} is shorter than its text`);
  }
  const longest = paginate(setItemOptions(doc, { maxlength: LIMITS.itemText }), format, orientation);
  if (longest.pages.length !== pagination.pages.length) problems.push("rule 2: rows are sized by maxlength");
  const isOnePage = orientation === "portrait" || isOnePageInLandscape(options.type);
  const most = isSmallPaper(format) ? SMALL_PAPER_MAX_PAGES : 1;
  if (options.isTemplate && isOnePage && pagination.pages.length > most)
    problems.push(`rule 3: ${pagination.pages.length} pages`);
  if (options.isTemplate && isSmallPaper(format) && pagination.pages.length > 1)
    problems.push(...checkSmallPaperBreak(doc, pagination));
  const last = pagination.pages.length - 1;
  if (last > 0 && pagination.pages[last]?.pieces[0]?.isContinuation) {
    const before = countContentRows(pagination, last - 1);
    if (countContentRows(pagination, last) < FAIR_SHARE * before)
      problems.push("rule 3: the last page holds a few rows");
  }
  for (const mark of listPrintedMarks(doc, pagination)) {
    const least = mark.shape === "star" ? MIN_STAR_MM : MIN_TICK_MM;
    if (mark.mm < least)
      problems.push(`rule 5: ${mark.kind} ${mark.shape} marks are ${mark.mm.toFixed(2)} mm`);
    if (mark.gapMm !== null && mark.gapMm < MIN_MARK_GAP_MM)
      problems.push(`rule 5: ${mark.kind} marks are ${mark.gapMm.toFixed(2)} mm apart`);
    if (mark.kind === "tracker" && hasRoomyCells(format, orientation) && mark.cellMm < MIN_LANDSCAPE_CELL_MM)
      problems.push(`rule 12: tracker cells are ${mark.cellMm.toFixed(2)} mm in landscape`);
  }
  problems.push(...checkSpareRoom(doc, pagination));
  const grey = getGreyEquivalent(getPrintedColors(doc.design).line);
  if (grey < RULE_LINE_GREY) problems.push(`rule 6: lines print ${(grey * 100).toFixed(0)}% grey`);
  for (const { what, style } of listTextStyles(doc)) {
    if (isScriptFamily(style.family) && style.size < MIN_SCRIPT_SIZE)
      problems.push(`rule 14: ${what} text prints in ${style.family} at ${style.size}px`);
  }
  for (const block of doc.blocks) {
    if (block.kind !== "icon-field") continue;
    const emoji = block.legend.filter((entry) => COLOUR_EMOJI.test(entry.symbol));
    if (emoji.length > 0)
      problems.push(
        `rule 15: the legend of ${block.id} uses colour emoji (${emoji.map((entry) => entry.symbol).join(" ")})`,
      );
  }
  return problems;
}

const PAPER_NAMES: Record<PageFormat, string> = {
  a4: "A4",
  letter: "Letter",
  a5: "A5",
  "half-letter": "Half letter",
};

/**
 * The layout rules a template breaks on any paper it may be printed on, each named with its paper
 * ("rule 3: 2 pages (A4 portrait)"); the same problem on several papers is named once per paper. The
 * template's `type` holds a tracker, challenge or weekly to one page in landscape too.
 */
export function checkTemplateLayout(doc: Checklist, type?: string | null): string[] {
  return PRINT_PAPERS.flatMap(({ format, orientation }) =>
    [...new Set(checkLayoutRules(doc, format, orientation, { isTemplate: true, type }))].map(
      (problem) => `${problem} (${PAPER_NAMES[format]} ${orientation})`,
    ),
  );
}
