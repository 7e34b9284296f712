import type { BlockKind } from "../schema/block-schema.ts";
import { BLOCK_GAP, COLUMN_GAP } from "./geometry.ts";
import type { BlockMeasure, RowDraft } from "./measure-block.ts";
import type { Box, Piece, PieceRow } from "./pagination-types.ts";
import { chooseRowCount, firstUnitHeight, sumHeights } from "./row-breaks.ts";

export type Measured = BlockMeasure & {
  readonly blockId: string;
  readonly kind: BlockKind;
  /** Spans every column (calendars and trackers; a text header before one). */
  readonly isFullWidth: boolean;
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

/** Blocks in runs: consecutive column blocks flow together; a full-width block stands alone. */
function groupRuns(measures: readonly Measured[]): Measured[][] {
  const runs: Measured[][] = [];
  for (const measure of measures) {
    const last = runs.at(-1);
    const lastMeasure = last?.at(-1);
    if (last && lastMeasure && !measure.isFullWidth && !lastMeasure.isFullWidth) last.push(measure);
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
      const top = isFirst ? measure.lead : measure.repeat;
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

  function flowRun(state: State, run: readonly Measured[], following: Measured | undefined, cap: Cap): void {
    run.forEach((measure, index) => {
      place(state, measure, run[index + 1] ?? following, cap);
    });
  }

  /** The lowest column bottom on the run's last page that keeps the run on that page. */
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
    while (high - low > 1) {
      const bottom = Math.floor((low + high) / 2);
      const trial = copyState(start);
      flowRun(trial, run, following, { page, bottom });
      if (trial.pages.length - 1 === page) {
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
    state = balance(state, run, following);
  });
  return state.pages;
}
