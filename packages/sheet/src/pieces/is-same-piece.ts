import type { Block, Checklist, ItemRowMetrics, Piece, PieceRow } from "@listful/checklist";

export type PieceViewProps = {
  readonly piece: Piece;
  readonly block: Block;
  readonly doc: Checklist;
  readonly metrics: ItemRowMetrics;
  /** A4 or Letter in landscape: a tracker's cells are wider there (`hasRoomyCells`). */
  readonly isRoomy: boolean;
};

function rowKey(row: PieceRow): string {
  switch (row.type) {
    case "item":
      return `${row.y}:${row.height}:${row.itemId}:${row.index}:${row.depth}:${row.lines}`;
    case "icon-row":
      return `${row.y}:${row.height}:${row.rowId}:${row.index}:${row.lines}:${row.from}:${row.count}`;
    case "day-columns":
      return `${row.y}:${row.height}:days:${row.from}:${row.count}`;
    case "lines":
      return `${row.y}:${row.height}:lines:${row.from}:${row.count}`;
    case "heading":
    case "label":
    case "legend":
      return `${row.y}:${row.height}:${row.type}:${row.lines}`;
    case "spare":
      return `${row.y}:${row.height}:spare:${row.index}`;
    case "calendar-row":
      return `${row.y}:${row.height}:cal:${row.index}:${row.cells.join(",")}`;
    default:
      return `${row.y}:${row.height}:${row.type}`;
  }
}

function isSameGeometry(previous: Piece, next: Piece): boolean {
  return (
    previous.x === next.x &&
    previous.y === next.y &&
    previous.width === next.width &&
    previous.height === next.height &&
    previous.isContinuation === next.isContinuation &&
    previous.isAcross === next.isAcross &&
    previous.rows.length === next.rows.length &&
    previous.rows.every((row, index) => {
      const other = next.rows[index];
      return other !== undefined && rowKey(row) === rowKey(other);
    })
  );
}

/** The parts of the document outside its block that a piece of this kind draws. */
function isSameContext(kind: Block["kind"], previous: Checklist, next: Checklist): boolean {
  switch (kind) {
    case "calendar":
      return (
        previous.calendar === next.calendar &&
        previous.timeframe === next.timeframe &&
        previous.locale === next.locale &&
        previous.weekStart === next.weekStart &&
        previous.showWeekNumbers === next.showWeekNumbers &&
        previous.isUndated === next.isUndated
      );
    case "icon-field":
      return (
        previous.timeframe === next.timeframe &&
        previous.locale === next.locale &&
        previous.weekStart === next.weekStart &&
        previous.isUndated === next.isUndated &&
        previous.showRowTotals === next.showRowTotals
      );
    case "list":
    case "interactive-list":
      return previous.itemOptions.maxlength === next.itemOptions.maxlength;
    case "interactive-text-field":
      // A printed answer is drawn in the body font's line breaks.
      return previous.design.fonts === next.design.fonts;
    default:
      return true;
  }
}

/**
 * Memo comparison for a piece: pagination rebuilds every piece object on each change, but a piece
 * whose block, place, rows and context are unchanged draws the same and is skipped.
 */
export function isSamePiece(previous: PieceViewProps, next: PieceViewProps): boolean {
  return (
    previous.block === next.block &&
    previous.metrics === next.metrics &&
    previous.isRoomy === next.isRoomy &&
    isSameGeometry(previous.piece, next.piece) &&
    isSameContext(next.block.kind, previous.doc, next.doc)
  );
}
