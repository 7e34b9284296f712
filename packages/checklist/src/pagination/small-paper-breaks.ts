import type { FlowOptions } from "./flow.ts";
import { usedHeight } from "./page-frame.ts";
import type { Box, Piece } from "./pagination-types.ts";

/** Moving blocks on to fill a last page leaves the page before at least this share of its flow. */
const LEAST_SHARE = 0.4;
/** How far, in px, each try lowers a page's cap to move a block on. */
const CAP_STEP = 8;

/**
 * Whether a later page of a small paper's print starts badly (rule 3): with the rest of a block begun on the
 * page before, other than a grid's next rows under its own headings again: a tracker's next habits or band of
 * days under the day numbers, a table's next rows under its column headings, a calendar's next weeks (under the
 * weekday names, where it has them). A month of days as rows, or a tracker of a dozen habits, is taller than a
 * small page; read under their headings, their later rows lose nothing.
 */
export function isSplitStart(first: Piece | undefined): boolean {
  if (!first?.isContinuation) return false;
  const [head, row] = first.rows;
  const isGridStart =
    (head?.type === "day-columns" && row?.type === "icon-row") ||
    (head?.type === "table-head" && row?.type === "table-row") ||
    (head?.type === "weekdays" && row?.type === "calendar-row") ||
    (head?.type === "calendar-row" && first.rows.every((week) => week.type === "calendar-row"));
  return !isGridStart;
}

/** The later pages of a print that start with a split block (rule 3 on A5 and half-letter). */
export function findSplitStarts(pages: readonly (readonly Piece[])[]): number[] {
  return pages.flatMap((pieces, index) => (index > 0 && isSplitStart(pieces[0]) ? [index] : []));
}

/**
 * Whether pagination should squeeze further to avoid these pages' breaks, if a squeeze can: a split block, or
 * a month carried over (a calendar reads best as one page where its weeks can shrink to fit).
 */
export function hasBreakToAvoid(pages: readonly (readonly Piece[])[]): boolean {
  return pages.some((pieces, index) => {
    const first = pieces[0];
    return index > 0 && (isSplitStart(first) || (first?.isContinuation === true && isCalendarPiece(first)));
  });
}

function isCalendarPiece(piece: Piece): boolean {
  return piece.rows.some((row) => row.type === "calendar-row");
}

/**
 * On A5 and half-letter the two pages share the room: where page one's blocks, or a table's rows, moved over
 * to the last page leave less of either page blank once filled (a one-answer prompt alone on page two is a
 * sheet wasted; a month of table rows split 18 and 12 leaves page two short), the least move that leaves
 * the least blank is taken, page one keeping its share and both starting as rule 3 asks.
 */
export function balanceSmallPages(
  pages: Piece[][],
  flows: readonly [Box, Box],
  fill: (pages: Piece[][]) => Piece[][],
  flowWithCap: (cap: FlowOptions["pageCap"]) => Piece[][],
): Piece[][] {
  if (pages.length < 2) return pages;
  const flowOf = (index: number) => (index === 0 ? flows[0] : flows[1]);
  const page = pages.length - 2;
  const pageFlow = flowOf(page);
  // Only the last two pages change: the blank that counts is theirs.
  const blankOf = (trial: Piece[][]) =>
    Math.max(
      ...fill(trial)
        .slice(page)
        .map((pieces, index) => flowOf(page + index).height - usedHeight(pieces, flowOf(page + index))),
    );
  let best = pages;
  // A move must leave two rows' worth less blank to be worth making.
  let least = blankOf(pages) - CAP_STEP * 2;
  if (least <= 0) return pages;
  const floor = LEAST_SHARE * pageFlow.height;
  for (let height = usedHeight(pages[page] ?? [], pageFlow) - CAP_STEP; height >= floor; height -= CAP_STEP) {
    const trial = flowWithCap({ page, height });
    if (trial.length !== pages.length || usedHeight(trial[page] ?? [], pageFlow) < floor) break;
    if (hasBreakToAvoid(trial.slice(page))) continue;
    const blank = blankOf(trial);
    if (blank < least) {
      best = trial;
      least = blank;
    }
  }
  return best;
}
