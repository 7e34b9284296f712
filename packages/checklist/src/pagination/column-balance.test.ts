import { describe, expect, it } from "vitest";
import type { Orientation, PageFormat } from "../schema/checklist-schema.ts";
import { createLibraryDocument } from "../templates/library/library-template.ts";
import { TEMPLATE_LIBRARY } from "../templates/library/template-library.ts";
import { OPENING_ROWS } from "./flow.ts";
import { MIN_ROWS_AT_BREAK } from "./geometry.ts";
import { paginate } from "./paginate.ts";
import type { PieceRow } from "./pagination-types.ts";

const PAPERS: readonly [PageFormat, Orientation][] = (["a4", "letter", "a5", "half-letter"] as const).flatMap(
  (format) =>
    (["portrait", "landscape"] as const).map((orientation): [PageFormat, Orientation] => [
      format,
      orientation,
    ]),
);

/** The rows a piece carries of its block, a run of writing lines counted line by line. */
const carried = (rows: readonly PieceRow[]) =>
  rows.reduce((sum, row) => sum + (OPENING_ROWS.has(row.type) ? 0 : row.type === "lines" ? row.count : 1), 0);

describe("balancing a page's columns", () => {
  it("never leaves a lone row of a split block at a column's foot or top, in any design on any paper", () => {
    const lone: string[] = [];
    for (const design of TEMPLATE_LIBRARY) {
      const doc = createLibraryDocument(design, { start: "2026-03-10" });
      for (const [format, orientation] of PAPERS) {
        const pieces = paginate(doc, format, orientation).pages.flatMap((page) => page.pieces);
        const split = new Set(pieces.filter((piece) => piece.isContinuation).map((piece) => piece.blockId));
        for (const piece of pieces)
          if (split.has(piece.blockId) && carried(piece.rows) < MIN_ROWS_AT_BREAK)
            lone.push(`${design.slug} ${format} ${orientation}: ${piece.kind} ${piece.blockId}`);
      }
    }
    expect(lone).toEqual([]);
  });
});
