import {
  ICON_ROW_MAX_HEIGHT,
  SMALL_PAPER_ICON_ROW_MAX_HEIGHT,
  SMALL_PAPER_TABLE_ROW_MAX_HEIGHT,
  TABLE_ROW_MAX_HEIGHT,
} from "./geometry.ts";
import type { Piece, PieceRow } from "./pagination-types.ts";

/** The piece with these rows, stacked from its top. */
export function restack(piece: Piece, rows: readonly PieceRow[]): Piece {
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

/** The piece grown by up to `extra` px with taller rows: a tracker, a calendar, a list going on. */
export function stretchPiece(piece: Piece, extra: number, isSmallPaper: boolean): Piece {
  if (extra <= 0) return piece;
  switch (piece.kind) {
    case "list":
    case "interactive-list": {
      // Blank rows grow a quarter of their height at most; a list going on to the next page spreads the
      // room over its items.
      const spare = piece.rows.some((row) => row.type === "spare");
      const isGrowing = (row: PieceRow) => row.type === (spare ? "spare" : "item");
      return restack(piece, growRows(piece.rows, extra, isGrowing, 0, 1.25));
    }
    case "calendar":
      return growGridRows(piece, extra, "calendar-row", Number.POSITIVE_INFINITY);
    case "icon-field":
      return growGridRows(
        piece,
        extra,
        "icon-row",
        isSmallPaper ? SMALL_PAPER_ICON_ROW_MAX_HEIGHT : ICON_ROW_MAX_HEIGHT,
      );
    case "table":
      return growGridRows(
        piece,
        extra,
        "table-row",
        isSmallPaper ? SMALL_PAPER_TABLE_ROW_MAX_HEIGHT : TABLE_ROW_MAX_HEIGHT,
        1,
      );
    default:
      return piece;
  }
}

/** A grid's rows of one type grown (`growRows`), the piece stacked again. */
function growGridRows(piece: Piece, extra: number, type: PieceRow["type"], max: number, factor?: number) {
  return restack(
    piece,
    growRows(piece.rows, extra, (row) => row.type === type, max, factor),
  );
}
