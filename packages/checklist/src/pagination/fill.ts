import { BLOCK_GAP, WRITING_LINE_HEIGHT } from "./geometry.ts";
import type { Box, Piece, PieceRow } from "./pagination-types.ts";
import { restack, stretchPiece } from "./stretch-piece.ts";

export type FillOptions = {
  /** Blank rows added to a list take the height of a one-line item. */
  readonly spareHeight: number;
  /** A writing field asking for one short answer (`isOneAnswerField`): it keeps its own lines. */
  readonly isOneAnswer: (piece: Piece) => boolean;
  /** A piece laid out already to its final size (a day of a week across): it neither grows nor takes room. */
  readonly isFixed?: (piece: Piece) => boolean;
  /** A5 and half-letter: a tracker or a table on a small page may space its rows further to fill it. */
  readonly isSmallPaper?: boolean;
};

/** A piece and how it grows: blank rows or writing lines added, then px spread over its rows. */
type Growth = { spare: number; lines: number; stretch: number };

function addSpareRows(piece: Piece, count: number, height: number): Piece {
  const spare = piece.rows.filter((row) => row.type === "spare").length;
  const added = Array.from(
    { length: count },
    (_, index): PieceRow => ({ type: "spare", index: spare + index, y: 0, height }),
  );
  return restack(piece, [...piece.rows, ...added]);
}

function addWritingLines(piece: Piece, count: number): Piece {
  const last = piece.rows.at(-1);
  if (count === 0 || last?.type !== "lines") return piece;
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

function overlaps(a: Piece, b: Piece): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width;
}

/** Pieces one above the other in one column (or across the page), and how far down they may grow. */
type Stack = { readonly pieces: readonly Piece[]; readonly room: number; readonly bottom: number };

function findStacks(pieces: readonly Piece[], flow: Box): Stack[] {
  const stacks: Piece[][] = [];
  const open = new Map<string, Piece[]>();
  for (const piece of [...pieces].sort((a, b) => a.y - b.y)) {
    const key = `${piece.x}:${piece.width}`;
    for (const [other, stack] of open) {
      if (other !== key && stack[0] && overlaps(stack[0], piece)) open.delete(other);
    }
    const stack = open.get(key) ?? [];
    if (stack.length === 0) {
      open.set(key, stack);
      stacks.push(stack);
    }
    stack.push(piece);
  }
  return stacks.map((stack) => {
    const last = stack.at(-1) as Piece;
    const below = pieces.filter(
      (other) => !stack.includes(other) && other.y > last.y && overlaps(last, other),
    );
    const bottom =
      below.length > 0 ? Math.min(...below.map((other) => other.y)) - BLOCK_GAP : flow.y + flow.height;
    return { pieces: stack, room: bottom - (last.y + last.height), bottom };
  });
}

const isList = (piece: Piece) => piece.kind === "list" || piece.kind === "interactive-list";
const isField = (piece: Piece) => piece.kind === "text-field" || piece.kind === "interactive-text-field";
/** The writing lines a field's piece holds. */
const countWritingLines = (piece: Piece) =>
  piece.rows.reduce((sum, row) => sum + (row.type === "lines" ? row.count : 0), 0);

/** A writing field like `notes`: the same kind with as many lines (the notes area itself too). */
const isSiblingField = (piece: Piece, notes: Piece) =>
  piece === notes ||
  (isField(piece) &&
    piece.kind === notes.kind &&
    piece.rows.some((row) => row.type === "lines") &&
    countWritingLines(piece) === countWritingLines(notes));

/** A grid that grows its rows to fill a column: a calendar or a table. */
const isGrid = (piece: Piece) => piece.kind === "calendar" || piece.kind === "table";

/** A piece that takes a page's spare room: a list, a notes area (a field not asking one answer), a calendar or a table. */
function canTakeRoom(piece: Piece, isOneAnswer: (piece: Piece) => boolean): boolean {
  return isGrid(piece) || isList(piece) || (isField(piece) && !isOneAnswer(piece));
}
const countRows = (piece: Piece, type: PieceRow["type"]) =>
  piece.rows.filter((row) => row.type === type).length;

/**
 * How a stack's room is shared: every list ending in it gets `shared` blank rows, the longest lists one
 * more while the room lasts, a notes area (the lowest writing field that is not a one-answer prompt,
 * sharing with the fields above it asked alike) the writing lines left, and what is left then makes rows
 * taller.
 */
function shareStack(
  stack: Stack,
  shared: number,
  isFinal: (piece: Piece) => boolean,
  options: FillOptions & { readonly isBandShort: boolean },
) {
  const growth = new Map<Piece, Growth>(
    stack.pieces.map((piece) => [piece, { spare: 0, lines: 0, stretch: 0 }]),
  );
  let room = stack.room;
  const lists = stack.pieces.filter((piece) => isList(piece) && isFinal(piece));
  for (const list of lists) {
    const grow = growth.get(list) as Growth;
    grow.spare = shared;
    room -= shared * options.spareHeight;
  }
  const longestFirst = [...lists].sort((a, b) => countRows(b, "item") - countRows(a, "item"));
  for (const list of longestFirst) {
    if (room < options.spareHeight) break;
    (growth.get(list) as Growth).spare++;
    room -= options.spareHeight;
  }
  // A one-answer prompt ending a column with nothing else to take the room, and no column beside it
  // reaching the bottom, keeps the page from going blank (a document's own; the library's templates
  // give such a column a notes area).
  const last = stack.pieces.at(-1);
  const isLastResort =
    options.isBandShort &&
    lists.length === 0 &&
    !stack.pieces.some(isGrid) &&
    last !== undefined &&
    isField(last) &&
    isFinal(last);
  const notes =
    [...stack.pieces]
      .reverse()
      .find((piece) => isField(piece) && isFinal(piece) && !options.isOneAnswer(piece)) ??
    (isLastResort ? last : undefined);
  if (notes) {
    const lines = Math.max(0, Math.floor(room / WRITING_LINE_HEIGHT));
    // Sibling prompts (the days of a week, each asked the same) share the lines, the lowest first.
    const siblings = [...stack.pieces]
      .reverse()
      .filter((piece) => isSiblingField(piece, notes) && isFinal(piece) && !options.isOneAnswer(piece));
    siblings.forEach((piece, index) => {
      (growth.get(piece) as Growth).lines =
        Math.floor(lines / siblings.length) + (index < lines % siblings.length ? 1 : 0);
    });
    room -= lines * WRITING_LINE_HEIGHT;
  }
  // The rest makes rows taller: the lists' blank rows, else every tracker, calendar and list going on, each
  // its share, a share one cannot take (a tracker's rows at their tallest) going round to the others.
  if (lists.length > 0) {
    for (const list of lists) (growth.get(list) as Growth).stretch = Math.floor(room / lists.length);
    return growth;
  }
  const isSmall = options.isSmallPaper === true;
  const byTaking = stack.pieces
    .filter((piece) => !isField(piece) && piece.kind !== "text-header")
    .map((piece) => ({ piece, most: stretchPiece(piece, room, isSmall).height - piece.height }))
    .sort((a, b) => a.most - b.most);
  byTaking.forEach(({ piece }, index) => {
    const share = Math.floor(room / (byTaking.length - index));
    (growth.get(piece) as Growth).stretch = share;
    room -= stretchPiece(piece, share, isSmall).height - piece.height;
  });
  return growth;
}

/**
 * A page uses its paper, and shares it fairly: the room left at the bottom of each column goes first
 * to the lists ending on the page, the same number of blank rows each (as many as the fullest column
 * allows, one more for the longest lists of a column while its room lasts), then to a notes area, a
 * writing field of three lines or more, as writing lines. A one-answer prompt keeps its lines. What
 * is left makes blank rows, tracker or calendar rows taller. A list going on to the next page gets no
 * blank rows; its rows grow a little instead.
 */
export function fillPage(
  pieces: readonly Piece[],
  flow: Box,
  isFinal: (piece: Piece) => boolean,
  options: FillOptions,
): Piece[] {
  const isFixed = options.isFixed ?? (() => false);
  const isFinalPiece = (piece: Piece) => isFinal(piece) && !isFixed(piece);
  // A full column (no room left) still holds its lists to the blank rows it allows: none.
  const stacks = findStacks(pieces, flow).map((stack) => ({ ...stack, room: Math.max(0, stack.room) }));
  // A blank row is as tall as the lists' own on this page (squeezed on a tight one).
  const spareRows = pieces.flatMap((piece) => piece.rows.filter((row) => row.type === "spare"));
  const rowHeight =
    spareRows.length > 0 ? Math.min(...spareRows.map((row) => row.height)) : options.spareHeight;
  const sharing = { ...options, spareHeight: rowHeight };
  const caps = stacks.map((stack) => {
    const lists = stack.pieces.filter((piece) => isList(piece) && isFinalPiece(piece)).length;
    return lists === 0 ? Number.POSITIVE_INFINITY : Math.floor(stack.room / (lists * sharing.spareHeight));
  });
  const least = Math.min(...caps);
  const shared = Number.isFinite(least) ? least : 0;
  // A column fills when it has room for less than a line, or lists, a notes area or a calendar to grow.
  const fills = (stack: Stack) =>
    stack.room < WRITING_LINE_HEIGHT ||
    stack.pieces.some(
      (piece) => isGrid(piece) || (isFinalPiece(piece) && canTakeRoom(piece, options.isOneAnswer)),
    );
  const grown = new Map<Piece, Piece>();
  for (const stack of stacks) {
    if (stack.pieces.some(isFixed)) continue;
    const isBandShort = !stacks.some((other) => other.bottom === stack.bottom && fills(other));
    const growth = shareStack(stack, shared, isFinalPiece, { ...sharing, isBandShort });
    let shift = 0;
    for (const piece of stack.pieces) {
      const grow = growth.get(piece) as Growth;
      let next = addWritingLines(addSpareRows(piece, grow.spare, sharing.spareHeight), grow.lines);
      next = stretchPiece(next, grow.stretch, options.isSmallPaper === true);
      grown.set(piece, { ...next, y: piece.y + shift });
      shift += next.height - piece.height;
    }
    // A notes area closing the column ends at its foot: the part of a line its lines could not fill goes
    // above it, rather than under the last line.
    const last = stack.pieces.at(-1);
    const notes = last && growth.get(last)?.lines ? grown.get(last) : undefined;
    const left = notes ? stack.bottom - (notes.y + notes.height) : 0;
    if (last && notes && left > 0 && left < WRITING_LINE_HEIGHT)
      grown.set(last, { ...notes, y: notes.y + left });
  }
  return pieces.map((piece) => grown.get(piece) ?? piece);
}
