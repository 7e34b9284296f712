import type { Checklist } from "../schema/checklist-schema.ts";
import { measureIconFieldColumns } from "../view/icon-field-days.ts";
import { TICK_SIZE, toPrintedMm } from "./geometry.ts";
import type { Pagination } from "./pagination-types.ts";

/** A mark to tick with a pen, as printed. */
export type PrintedMark = {
  readonly kind: "item" | "sub-item" | "tracker" | "calendar";
  /** Across, in millimetres on paper. */
  readonly mm: number;
  /** A tracker's day cell width in millimetres (the room around its mark); else the mark's. */
  readonly cellMm: number;
};

/** Every kind of tick mark the pages draw, once per size, as printed on the paper. */
export function listPrintedMarks(doc: Checklist, pagination: Pagination): PrintedMark[] {
  const marks = new Map<string, PrintedMark>();
  const add = (kind: PrintedMark["kind"], px: number, cellPx = px) => {
    const mark = {
      kind,
      mm: toPrintedMm(px, pagination.format),
      cellMm: toPrintedMm(cellPx, pagination.format),
    };
    marks.set(`${kind}:${px}:${cellPx}`, mark);
  };
  const blocks = new Map(doc.blocks.map((block) => [block.id, block]));
  for (const piece of pagination.pages.flatMap((page) => page.pieces)) {
    const block = blocks.get(piece.blockId);
    if (block?.kind === "interactive-list") {
      for (const row of piece.rows) {
        if (row.type === "item" && row.depth === 2) add("sub-item", pagination.itemRow.subTickSize);
        else if (row.type === "item" || row.type === "spare") add("item", pagination.itemRow.tickSize);
      }
    }
    if (block?.kind === "icon-field") {
      const { markSize, cellWidth } = measureIconFieldColumns(piece.width, block.days, doc.showRowTotals);
      add("tracker", markSize, cellWidth);
    }
    if (block?.kind === "calendar") add("calendar", TICK_SIZE);
  }
  return [...marks.values()];
}
