import type { Checklist } from "../schema/checklist-schema.ts";
import { measureIconFieldColumns } from "../view/icon-field-days.ts";
import { hasRoomyCells, TICK_SIZE, type TickShape, toPrintedMm } from "./geometry.ts";
import { getTickSize } from "./item-metrics.ts";
import type { Pagination } from "./pagination-types.ts";

/** A mark to tick with a pen, as printed. */
export type PrintedMark = {
  readonly kind: "item" | "sub-item" | "tracker" | "calendar";
  readonly shape: TickShape;
  /** Across, in millimetres on paper (every shape fills its square box). */
  readonly mm: number;
  /** A tracker's day cell width in millimetres (the room around its mark); else the mark's. */
  readonly cellMm: number;
  /** The paper left between a tracker's neighbouring marks, in millimetres; null for other marks. */
  readonly gapMm: number | null;
};

/** Every kind of tick mark the pages draw, once per size and shape, as printed on the paper. */
export function listPrintedMarks(doc: Checklist, pagination: Pagination): PrintedMark[] {
  const marks = new Map<string, PrintedMark>();
  const add = (kind: PrintedMark["kind"], shape: TickShape, px: number, cellPx: number | null = null) => {
    const mark = {
      kind,
      shape,
      mm: toPrintedMm(px, pagination.format),
      cellMm: toPrintedMm(cellPx ?? px, pagination.format),
      gapMm: cellPx === null ? null : toPrintedMm(cellPx - px, pagination.format),
    };
    marks.set(`${kind}:${shape}:${px}:${cellPx}`, mark);
  };
  const blocks = new Map(doc.blocks.map((block) => [block.id, block]));
  for (const piece of pagination.pages.flatMap((page) => page.pieces)) {
    const block = blocks.get(piece.blockId);
    if (block?.kind === "interactive-list") {
      for (const row of piece.rows) {
        if (row.type === "item" && row.depth === 2)
          add("sub-item", block.marker, getTickSize(pagination.itemRow, block.marker, 2));
        else if (row.type === "item" || row.type === "spare")
          add("item", block.marker, getTickSize(pagination.itemRow, block.marker, 1));
      }
    }
    if (block?.kind === "icon-field") {
      const { markSize, cellWidth } = measureIconFieldColumns(
        piece.width,
        block,
        doc.showRowTotals,
        hasRoomyCells(pagination.format, pagination.orientation),
      );
      add("tracker", block.icon, markSize, cellWidth);
    }
    if (block?.kind === "calendar") add("calendar", "square", TICK_SIZE);
  }
  return [...marks.values()];
}
