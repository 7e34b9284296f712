import type { BlockKind } from "../schema/block-schema.ts";
import { BLOCK_GAP, COLUMN_GAP, MIN_ROWS_AT_BREAK } from "./geometry.ts";
import type { BlockMeasure, RowDraft } from "./measure-block.ts";
import type { Box, Piece, PieceRow } from "./pagination-types.ts";
import { chooseRowCount, firstUnitHeight, sumHeights } from "./row-breaks.ts";

export type Measured = BlockMeasure & {
  readonly blockId: string;
  readonly kind: BlockKind;
  /** Spans every column (calendars and trackers; a text header before one). */
  readonly isFullWidth: boolean;
  /** A day list of a week laid across (layout 6): its column in its band, x from the flow's left. */
  readonly across?: { readonly column: number; readonly x: number; readonly width: number };
  /** A box to draw in: balancing the columns never cuts it (only a page too short for it does). */
  readonly isBox: boolean;
};

export type FlowOptions = {
  readonly columnCount: number;
  readonly columnWidth: number;
  /** The first page's flow box, then every later page's. */
  readonly flows: readonly [Box, Box];
  readonly blockPerPage: number | null;
  /** A lower flow height for one page: moves rows on to the next (a fair last page). */
  readonly pageCap: { readonly page: number; readonly height: number } | null;
};

type State = {
  pages: Piece[][];
  column: number;
  /** Where the current band of columns starts, and where the cursor is, from the flow's top. */
  bandTop: number;
  cursor: number;
  bandBottom: number;
  blocksOnPage: Set<string>;
};

/** A cap on the bottom of one page's columns, to balance them. */
type Cap = { readonly page: number; readonly bottom: number } | null;

function stack(rows: readonly RowDraft[]): PieceRow[] {
  let y = 0;
  return rows.map((row) => {
    // Adding y back to a row without it gives the same union member; TS cannot see that.
    const placed = { ...row, y } as PieceRow;
    y += row.height;
    return placed;
  });
}

function copyState(state: State): State {
  return { ...state, pages: state.pages.map((page) => [...page]), blocksOnPage: new Set(state.blocksOnPage) };
}

/** Pieces that continue a box to draw in: one is cut only where a column cannot hold it whole. */
function countCutBoxes(state: State, run: readonly Measured[]): number {
  const boxes = new Set(run.filter((measure) => measure.isBox).map((measure) => measure.blockId));
  if (boxes.size === 0) return 0;
  return state.pages.flat().filter((piece) => piece.isContinuation && boxes.has(piece.blockId)).length;
}

/** Rows that open a piece (its title, column headings, day numbers): not what a break leaves behind. */
export const OPENING_ROWS: ReadonlySet<PieceRow["type"]> = new Set<PieceRow["type"]>([
  "heading",
  "label",
  "legend",
  "table-head",
  "day-columns",
  "weekdays",
]);

/**
 * The pieces of a split block holding fewer than MIN_ROWS_AT_BREAK of its rows: a lone item under a list's title at
 * a column's foot or top. The flow allows them only where a page leaves no choice; balancing never adds one.
 */
function countThinPieces(state: State, run: readonly Measured[]): number {
  const ids = new Set(run.map((measure) => measure.blockId));
  const pieces = state.pages.flat().filter((piece) => ids.has(piece.blockId));
  const split = new Set(pieces.filter((piece) => piece.isContinuation).map((piece) => piece.blockId));
  return pieces.filter(
    (piece) =>
      split.has(piece.blockId) &&
      piece.rows.filter((row) => !OPENING_ROWS.has(row.type)).length < MIN_ROWS_AT_BREAK,
  ).length;
}

/**
 * Blocks in runs: consecutive column blocks flow together; a full-width block stands alone; the days of
 * a week laid across stand in bands, each band a run.
 */
function groupRuns(measures: readonly Measured[]): Measured[][] {
  const runs: Measured[][] = [];
  for (const measure of measures) {
    const last = runs.at(-1);
    const lastMeasure = last?.at(-1);
    const isColumns = (one: Measured) => !one.isFullWidth && !one.across;
    const isSameBand = measure.across && lastMeasure?.across && measure.across.column > 0;
    if (last && lastMeasure && ((isColumns(measure) && isColumns(lastMeasure)) || isSameBand))
      last.push(measure);
    else runs.push([measure]);
  }
  return runs;
}

/**
 * Lays blocks out on pages: each run of column blocks flows down one column and then the next
 * (balanced where the run ends, as CSS multi-column balances), and a full-width block spans the
 * columns below the run before it, as `column-span: all` does.
 */
export function flowBlocks(measures: readonly Measured[], options: FlowOptions): Piece[][] {
  const { columnCount, columnWidth, flows, blockPerPage, pageCap } = options;
  const flowOf = (page: number) => (page === 0 ? flows[0] : flows[1]);
  const fullWidth = flows[0].width;

  function limit(state: State, cap: Cap): number {
    const page = state.pages.length - 1;
    let height = flowOf(page).height;
    if (pageCap && pageCap.page === page) height = Math.min(height, pageCap.height);
    if (cap && cap.page === page) height = Math.min(height, cap.bottom);
    return height;
  }

  function newPage(state: State): void {
    state.pages.push([]);
    Object.assign(state, { column: 0, bandTop: 0, cursor: 0, bandBottom: 0, blocksOnPage: new Set() });
  }

  function advance(state: State, isFull: boolean): void {
    if (!isFull && state.column < columnCount - 1) {
      state.column++;
      state.cursor = state.bandTop;
    } else newPage(state);
  }

  function closeBand(state: State): void {
    state.bandTop = Math.max(state.bandBottom, state.cursor);
    state.cursor = state.bandTop;
    state.column = 0;
  }

  function place(state: State, measure: Measured, following: Measured | undefined, cap: Cap): void {
    const isFull = measure.isFullWidth || columnCount === 1;
    const isPageFull = () => blockPerPage !== null && state.blocksOnPage.size >= blockPerPage;
    if (measure.kind !== "text-header" && isPageFull()) newPage(state);
    if (measure.kind === "text-header" && following && following.kind !== "text-header" && isPageFull())
      newPage(state);
    const gap = () => (state.cursor > 0 ? BLOCK_GAP : 0);
    if (measure.kind === "text-header") {
      // A text header never ends a column: it moves on with the first rows of the block after it.
      const together = firstUnitHeight(measure) + (following ? BLOCK_GAP + firstUnitHeight(following) : 0);
      if (state.cursor > 0 && state.cursor + gap() + together > limit(state, cap)) advance(state, isFull);
    }
    let next = 0;
    let isFirst = true;
    for (;;) {
      const top = isFirst ? measure.lead : (measure.repeats?.[next] ?? measure.repeat);
      const y = state.cursor + gap();
      const room = limit(state, cap) - y - sumHeights(top);
      // At the top of a page nothing more room can be had: the rows go, whether they fit or not.
      const count = chooseRowCount(measure, next, room, state.cursor === 0);
      if (count === null) {
        advance(state, isFull);
        continue;
      }
      const rows = [...top, ...measure.rows.slice(next, next + count)];
      const box = flowOf(state.pages.length - 1);
      const height = sumHeights(rows);
      state.pages.at(-1)?.push({
        blockId: measure.blockId,
        kind: measure.kind,
        column: isFull ? 0 : state.column,
        x: box.x + (isFull ? 0 : state.column * (columnWidth + COLUMN_GAP)),
        y: box.y + y,
        width: isFull ? fullWidth : columnWidth,
        height,
        isContinuation: !isFirst,
        rows: stack(rows),
      });
      if (measure.kind !== "text-header") state.blocksOnPage.add(measure.blockId);
      state.cursor = y + height;
      state.bandBottom = Math.max(state.bandBottom, state.cursor);
      next += count;
      isFirst = false;
      if (next >= measure.rows.length) return;
      advance(state, isFull);
    }
  }

  /** A band of days side by side, each whole in its column, on the next page if it does not fit here. */
  function placeBand(state: State, band: readonly Measured[]): void {
    const height = Math.max(...band.map((measure) => sumHeights(measure.lead) + sumHeights(measure.rows)));
    const isPageFull =
      blockPerPage !== null &&
      state.blocksOnPage.size > 0 &&
      state.blocksOnPage.size + band.length > blockPerPage;
    if (isPageFull || (state.cursor > 0 && state.cursor + BLOCK_GAP + height > limit(state, null)))
      newPage(state);
    const y = state.cursor + (state.cursor > 0 ? BLOCK_GAP : 0);
    const box = flowOf(state.pages.length - 1);
    for (const measure of band) {
      const rows = stack([...measure.lead, ...measure.rows]);
      state.pages.at(-1)?.push({
        blockId: measure.blockId,
        kind: measure.kind,
        column: measure.across?.column ?? 0,
        x: box.x + (measure.across?.x ?? 0),
        y: box.y + y,
        width: measure.across?.width ?? columnWidth,
        height: sumHeights(rows),
        isContinuation: false,
        isAcross: true,
        rows,
      });
      state.blocksOnPage.add(measure.blockId);
    }
    state.cursor = y + height;
    state.bandBottom = state.cursor;
  }

  function flowRun(state: State, run: readonly Measured[], following: Measured | undefined, cap: Cap): void {
    run.forEach((measure, index) => {
      place(state, measure, run[index + 1] ?? following, cap);
    });
  }

  /** The lowest column bottom on the run's last page that keeps the run on that page (its boxes whole). */
  function balance(start: State, run: readonly Measured[], following: Measured | undefined): State {
    const greedy = copyState(start);
    flowRun(greedy, run, following, null);
    const page = greedy.pages.length - 1;
    const pieces = greedy.pages[page] ?? [];
    if (columnCount < 2 || run[0]?.isFullWidth || pieces.length === 0) return greedy;
    const top = page === start.pages.length - 1 ? start.bandTop : 0;
    let low = top;
    let high = greedy.bandBottom;
    let best = greedy;
    const cut = countCutBoxes(greedy, run);
    const thin = countThinPieces(greedy, run);
    while (high - low > 1) {
      const bottom = Math.floor((low + high) / 2);
      const trial = copyState(start);
      flowRun(trial, run, following, { page, bottom });
      // Balancing never cuts a box that the flow kept whole, nor leaves a lone row of a split block.
      if (
        trial.pages.length - 1 === page &&
        countCutBoxes(trial, run) <= cut &&
        countThinPieces(trial, run) <= thin
      ) {
        best = trial;
        high = bottom;
      } else low = bottom;
    }
    return best;
  }

  let state: State = {
    pages: [[]],
    column: 0,
    bandTop: 0,
    cursor: 0,
    bandBottom: 0,
    blocksOnPage: new Set(),
  };
  const runs = groupRuns(measures);
  runs.forEach((run, index) => {
    const following = runs[index + 1]?.[0];
    closeBand(state);
    if (run[0]?.across) placeBand(state, run);
    else state = balance(state, run, following);
  });
  return state.pages;
}
