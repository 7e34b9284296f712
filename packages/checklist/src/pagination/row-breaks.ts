import { MIN_ROWS_AT_BREAK } from "./geometry.ts";
import type { BlockMeasure, RowDraft } from "./measure-block.ts";

export function sumHeights(rows: readonly RowDraft[]): number {
  return rows.reduce((sum, row) => sum + row.height, 0);
}

/**
 * Whether a block may break before `rows[index]` when its piece starts at `start`: where the block
 * allows it, with at least MIN_ROWS_AT_BREAK rows on either side (a lone item in the next column
 * would lose its list), so a block of fewer than twice that many rows moves on whole.
 */
function canBreak(measure: BlockMeasure, start: number, index: number): boolean {
  return (
    index === measure.rows.length ||
    (measure.breaks[index] === true &&
      index - start >= MIN_ROWS_AT_BREAK &&
      measure.rows.length - index >= MIN_ROWS_AT_BREAK)
  );
}

/** How many of the rows from `start` fit in `room` px, ending where the block may break. */
function fitCount(measure: BlockMeasure, start: number, room: number, isAllowed: (index: number) => boolean) {
  let height = 0;
  let best: number | null = null;
  for (let index = start; index < measure.rows.length; index++) {
    height += measure.rows[index]?.height ?? 0;
    if (height > room) break;
    if (isAllowed(index + 1)) best = index + 1 - start;
  }
  return best;
}

/**
 * The number of rows from `start` to put in a piece with `room` px under its opening rows, or null to
 * move the block on. With `mustPlace` (the top of a page, where no more room can be had) rows are
 * placed anyway: first relaxing the rows-at-a-break rule, then any break, then a single row.
 */
export function chooseRowCount(
  measure: BlockMeasure,
  start: number,
  room: number,
  mustPlace: boolean,
): number | null {
  if (start >= measure.rows.length) return room >= 0 || mustPlace ? 0 : null;
  const count = fitCount(measure, start, room, (index) => canBreak(measure, start, index));
  if (count !== null || !mustPlace) return count;
  return (
    fitCount(
      measure,
      start,
      room,
      (index) => index === measure.rows.length || measure.breaks[index] === true,
    ) ??
    fitCount(measure, start, room, () => true) ??
    1
  );
}

/** The opening rows and the first rows that must stay with them: what a text header moves on with. */
export function firstUnitHeight(measure: BlockMeasure): number {
  let height = sumHeights(measure.lead);
  for (let index = 0; index < measure.rows.length; index++) {
    height += measure.rows[index]?.height ?? 0;
    if (canBreak(measure, 0, index + 1)) break;
  }
  return height;
}

/** A grid splits evenly, if at all: at least this share of its rows on either side of a break. */
const GRID_SHARE_AT_BREAK = 0.4;

export function grid(rows: readonly RowDraft[], extra: Partial<BlockMeasure>): BlockMeasure {
  const least = Math.ceil(rows.length * GRID_SHARE_AT_BREAK);
  const breaks = rows.map((_, index) => index >= least && rows.length - index >= least);
  return { lead: [], repeat: [], rows, breaks, ...extra };
}
