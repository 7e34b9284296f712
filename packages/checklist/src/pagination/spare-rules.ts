import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import type { Pagination, Piece } from "./pagination-types.ts";
import { isOneAnswerField, ONE_ANSWER_LINES } from "./text-fields.ts";

/** Sibling lists on a page differ by at most this many blank rows. */
const MAX_SPARE_SPREAD = 1;

const countRows = (piece: Piece, type: "spare" | "lines") =>
  piece.rows.reduce((sum, row) => sum + (row.type !== type ? 0 : row.type === "lines" ? row.count : 1), 0);

/**
 * Rule 13, spare room shared fairly: the lists of one kind ending on a page (the days of a week, the
 * sections of a day, the lists of both columns) differ by at most one blank row, and a one-answer prompt
 * (`isOneAnswerField`) prints at most two writing lines, and writing fields asked alike in one column
 * (one kind, as many lines: the days of a week's prompts) differ by at most one line. Each problem a
 * sentence naming the rule.
 */
export function checkSpareRoom(doc: Checklist, pagination: Pagination): string[] {
  const blocks = new Map<string, Block>(doc.blocks.map((block) => [block.id, block]));
  const pieces = pagination.pages.flatMap((page) => page.pieces);
  const lastPieces = new Map(pieces.map((piece) => [piece.blockId, piece]));
  const problems: string[] = [];
  for (const page of pagination.pages) {
    for (const kind of ["list", "interactive-list"] as const) {
      const spare = page.pieces
        .filter((piece) => piece.kind === kind && lastPieces.get(piece.blockId) === piece)
        .map((piece) => countRows(piece, "spare"));
      if (spare.length > 1 && Math.max(...spare) - Math.min(...spare) > MAX_SPARE_SPREAD)
        problems.push(
          `rule 13: sibling blank-row spread ${Math.max(...spare) - Math.min(...spare)} (${spare.join(", ")}) on page ${page.index + 1}`,
        );
    }
  }
  for (const page of pagination.pages)
    problems.push(...checkSiblingFields(page.pieces, blocks, lastPieces, page.index));
  for (const block of doc.blocks) {
    if (!isOneAnswerField(blocks.get(block.id))) continue;
    const lines = pieces
      .filter((piece) => piece.blockId === block.id)
      .reduce((sum, p) => sum + countRows(p, "lines"), 0);
    if (lines > ONE_ANSWER_LINES)
      problems.push(
        `rule 13: one-answer prompt "${"label" in block ? block.label : ""}" prints ${lines} lines`,
      );
  }
  return problems;
}

/** Writing fields of one kind and line count ending in one column of a page differ by one line at most. */
function checkSiblingFields(
  pieces: readonly Piece[],
  blocks: ReadonlyMap<string, Block>,
  lastPieces: ReadonlyMap<string, Piece>,
  pageIndex: number,
): string[] {
  const groups = new Map<string, number[]>();
  for (const piece of pieces) {
    const block = blocks.get(piece.blockId);
    if (block?.kind !== "text-field" && block?.kind !== "interactive-text-field") continue;
    if (isOneAnswerField(block) || lastPieces.get(piece.blockId) !== piece) continue;
    const key = `${block.kind} ${block.lines} ${Math.round(piece.x)}`;
    groups.set(key, [...(groups.get(key) ?? []), countRows(piece, "lines")]);
  }
  return [...groups.values()]
    .filter((lines) => lines.length > 1 && Math.max(...lines) - Math.min(...lines) > MAX_SPARE_SPREAD)
    .map(
      (lines) =>
        `rule 13: sibling writing-field spread ${Math.max(...lines) - Math.min(...lines)} (${lines.join(", ")}) on page ${pageIndex + 1}`,
    );
}
