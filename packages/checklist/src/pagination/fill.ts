import { BLOCK_GAP, ICON_ROW_MAX_HEIGHT, WRITING_LINE_HEIGHT } from "./geometry.ts";
import type { Box, Piece, PieceRow } from "./pagination-types.ts";

/** Blank rows added to a list take the height of a one-line item. */
export type FillOptions = { readonly spareHeight: number };

function restack(piece: Piece, rows: readonly PieceRow[]): Piece {
  let y = 0;
  const stacked = rows.map((row) => {
    const placed = { ...row, y };
    y += row.height;
    return placed;
  });
  return { ...piece, rows: stacked, height: y };
}

/**
 * Spreads `extra` px over the rows `isGrowing` picks, each growing to at most `max` px, or by `factor`
 * of its own height if that is more (a tracker row with a long name); never shrinking.
 */
function growRows(
  rows: readonly PieceRow[],
  extra: number,
  isGrowing: (row: PieceRow) => boolean,
  max: number,
  factor = 1.5,
) {
  const growing = rows.filter(isGrowing);
  if (growing.length === 0) return rows;
  const each = Math.floor(extra / growing.length);
  return rows.map((row) => {
    if (!isGrowing(row)) return row;
    const limit = Math.max(max, Math.round(row.height * factor));
    return { ...row, height: Math.max(row.height, Math.min(limit, row.height + each)) };
  });
}

/**
 * How many blank rows fill `extra` px, and how tall: the nearest whole number of rows, each a quarter
 * shorter or taller than a one-line item at most, so a list reaches the bottom of its column.
 */
function fitSpareRows(extra: number, spareHeight: number): { count: number; height: number } {
  let count = Math.round(extra / spareHeight);
  if (count > 0 && extra / count < 0.75 * spareHeight) count--;
  if (count === 0) return { count, height: spareHeight };
  return { count, height: Math.min(Math.floor(extra / count), Math.round(spareHeight * 1.25)) };
}

/** The piece grown by up to `extra` px: more writing lines, blank list rows, or taller grid rows. */
function growPiece(piece: Piece, extra: number, isLastPiece: boolean, options: FillOptions): Piece {
  switch (piece.kind) {
    case "text-field":
    case "interactive-text-field": {
      const count = Math.floor(extra / WRITING_LINE_HEIGHT);
      const last = piece.rows.at(-1);
      if (!isLastPiece || count === 0 || last?.type !== "lines") return piece;
      const from = last.from + last.count;
      const added = Array.from(
        { length: count },
        (_, index): PieceRow => ({
          type: "lines",
          from: from + index,
          count: 1,
          y: 0,
          height: WRITING_LINE_HEIGHT,
        }),
      );
      return restack(piece, [...piece.rows, ...added]);
    }
    case "list":
    case "interactive-list": {
      // A list going on to the next page spreads the room over its rows; its blank rows come last.
      if (!isLastPiece)
        return restack(
          piece,
          growRows(piece.rows, extra, (row) => row.type === "item", 0, 1.25),
        );
      const { count, height } = fitSpareRows(extra, options.spareHeight);
      if (count === 0) return piece;
      const spare = piece.rows.filter((row) => row.type === "spare").length;
      const added = Array.from(
        { length: count },
        (_, index): PieceRow => ({
          type: "spare",
          index: spare + index,
          y: 0,
          height,
        }),
      );
      return restack(piece, [...piece.rows, ...added]);
    }
    case "calendar":
      return restack(
        piece,
        growRows(piece.rows, extra, (row) => row.type === "calendar-row", Number.POSITIVE_INFINITY),
      );
    case "icon-field":
      return restack(
        piece,
        growRows(piece.rows, extra, (row) => row.type === "icon-row", ICON_ROW_MAX_HEIGHT),
      );
    case "text-header":
      return piece;
  }
}

function overlaps(a: Piece, b: Piece): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width;
}

/**
 * A page uses its paper: the last piece of each column grows into the space left under it, down to
 * the next piece under it (a full-width block) or to the bottom of the flow. Writing fields get more
 * lines, lists blank rows to write on, calendars and trackers taller rows. A list that goes on to the
 * next page is not padded; a tracker or calendar still grows.
 */
export function fillPage(
  pieces: readonly Piece[],
  flow: Box,
  isFinalPiece: (piece: Piece) => boolean,
  options: FillOptions,
): Piece[] {
  return pieces.map((piece) => {
    const below = pieces.filter((other) => other !== piece && other.y > piece.y && overlaps(piece, other));
    const bottom =
      below.length > 0 ? Math.min(...below.map((other) => other.y)) - BLOCK_GAP : flow.y + flow.height;
    const extra = bottom - (piece.y + piece.height);
    if (extra <= 0) return piece;
    return growPiece(piece, extra, isFinalPiece(piece), options);
  });
}
