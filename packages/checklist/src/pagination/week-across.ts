import { getLayout } from "../layouts.ts";
import { hasCutWord } from "../measure/break-lines.ts";
import { getDayTitledLists } from "../model/day-titles.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist, Orientation } from "../schema/checklist-schema.ts";
import type { Measured } from "./flow.ts";
import type { RowDraft } from "./measure-block.ts";
import type { Box, Piece } from "./pagination-types.ts";
import { sumHeights } from "./row-breaks.ts";
import { getTextStyle } from "./text-styles.ts";

/** Space between two day columns: narrower than the two-column gap, so seven columns keep room to write. */
export const DAY_COLUMN_GAP = 12;
/**
 * A landscape page holds a whole week across, or four days over three where seven columns would cut a day's
 * name ("Wednesday" on A5 or half-letter turned); a portrait page four days over three.
 */
const DAYS_PER_BAND: Readonly<Record<Orientation, readonly number[]>> = { landscape: [7, 4], portrait: [4] };

/**
 * How layout 6 lays a weekly sheet's day lists: `perBand` columns of `width` px side by side (one band in
 * landscape, 4 over 3 in portrait), everything before and after them across the whole page.
 */
export type WeekAcross = {
  readonly dayIds: ReadonlySet<string>;
  readonly perBand: number;
  readonly width: number;
};

/**
 * The week across of a layout 6 sheet: its lists titled by a day of its dates (`getDayTitledLists`, as a
 * weekly sheet's are), standing together in the document. Null (the page flows in one column, as
 * Classic) when the layout is another, or the sheet has fewer than two such lists, or others between them,
 * or fewer blocks a page (`blockPerPage`) than a band of days.
 */
export function findWeekAcross(
  stored: Checklist,
  blocks: readonly Block[],
  orientation: Orientation,
  contentWidth: number,
): WeekAcross | null {
  if (!getLayout(stored.layout).daysAcross || !stored.timeframe) return null;
  const titled = getDayTitledLists(stored.blocks, stored.timeframe, stored.locale);
  const ids = new Set([...titled.keys()].map((index) => stored.blocks[index]?.id));
  const positions = blocks.flatMap((block, index) => (ids.has(block.id) ? [index] : []));
  const first = positions[0] ?? 0;
  if (positions.length < 2 || (positions.at(-1) ?? 0) - first !== positions.length - 1) return null;
  const style = getTextStyle(stored, "heading");
  const titles = positions.map((index) => {
    const block = blocks[index];
    return block?.kind === "list" || block?.kind === "interactive-list" ? block.title : "";
  });
  const widthOf = (perBand: number) => (contentWidth - (perBand - 1) * DAY_COLUMN_GAP) / perBand;
  const choices = DAYS_PER_BAND[orientation].map((most) => Math.min(positions.length, most));
  const perBand =
    choices.find((count) => titles.every((title) => !hasCutWord(title, style, widthOf(count)))) ??
    (choices.at(-1) as number);
  if (stored.blockPerPage !== null && stored.blockPerPage < perBand) return null;
  return {
    dayIds: new Set(positions.map((index) => blocks[index]?.id ?? "")),
    perBand,
    width: widthOf(perBand),
  };
}

/** A blank row to write on, as tall as a one-line item (squeezed on a tight page). */
function spareRow(index: number, height: number): RowDraft {
  return { type: "spare", index, height };
}

/** Each row as tall as the tallest of its place in the band, so a row of the week reads straight across. */
function alignRows(rows: readonly (readonly RowDraft[])[]): RowDraft[][] {
  const longest = Math.max(0, ...rows.map((list) => list.length));
  const heights = Array.from({ length: longest }, (_, index) =>
    Math.max(0, ...rows.map((list) => list[index]?.height ?? 0)),
  );
  return rows.map((list) => list.map((row, index) => ({ ...row, height: heights[index] ?? row.height })));
}

/** `count` blank rows after a list's own. */
function withBlankRows(rows: readonly RowDraft[], count: number, height: number): RowDraft[] {
  const spare = rows.filter((row) => row.type === "spare").length;
  return [...rows, ...Array.from({ length: count }, (_, index) => spareRow(spare + index, height))];
}

/**
 * The day lists' measures laid across: each in its column of its band, its title and rows aligned with
 * the other days', `extraRows` more blank rows each (the page's spare room, spread evenly), and never
 * broken (a day is one column). The other lists of the days' kind (a priorities strip) get as many blank
 * rows, so sibling lists keep within a blank row of each other (rule 13); other measures are kept.
 */
export function layAcross(
  measures: readonly Measured[],
  week: WeekAcross,
  extraRows: number,
  spareHeight: number,
): Measured[] {
  const days = measures.filter((measure) => week.dayIds.has(measure.blockId));
  const laid = new Map<string, Measured>();
  for (let start = 0; start < days.length; start += week.perBand) {
    const band = days.slice(start, start + week.perBand);
    const rows = alignRows(band.map((measure) => withBlankRows(measure.rows, extraRows, spareHeight)));
    const leads = alignRows(band.map((measure) => measure.lead));
    band.forEach((measure, column) => {
      const own = rows[column] ?? [];
      laid.set(measure.blockId, {
        ...measure,
        lead: leads[column] ?? measure.lead,
        rows: own,
        breaks: own.map(() => false),
        isFullWidth: false,
        across: { column, x: column * (week.width + DAY_COLUMN_GAP), width: week.width },
      });
    });
  }
  const kinds = new Set(days.map((measure) => measure.kind));
  return measures.map((measure) => {
    const day = laid.get(measure.blockId);
    if (day) return day;
    if (!kinds.has(measure.kind) || extraRows === 0) return measure;
    const rows = withBlankRows(measure.rows, extraRows, spareHeight);
    return {
      ...measure,
      rows,
      breaks: [...measure.breaks, ...rows.slice(measure.rows.length).map(() => false)],
    };
  });
}

/** The tallest band of days: more than a page's flow, and the week cannot stand across (one column then). */
export function getTallestBand(measures: readonly Measured[]): number {
  return Math.max(
    0,
    ...measures
      .filter((measure) => measure.across)
      .map((measure) => sumHeights(measure.lead) + sumHeights(measure.rows)),
  );
}

/** The most blank rows a week laid across gives each day for the page's spare room. */
const MAX_EXTRA_DAY_ROWS = 64;

/**
 * A week laid across takes the page's spare room as blank rows, the same number under every day (rule 13),
 * as many as keep the pages there are: `flowWith(rows)` flows the document with that many more each. The
 * room left under the days' page, over the bands of days and a blank row's height, gives a first guess.
 */
export function spreadOverDays(
  pages: Piece[][],
  week: { readonly dayIds: ReadonlySet<string> },
  flows: readonly [Box, Box],
  rowHeight: number,
  flowWith: (rows: number) => Piece[][],
): Piece[][] {
  const index = pages.findIndex((pieces) => pieces.some((piece) => week.dayIds.has(piece.blockId)));
  const pieces = pages[index] ?? [];
  const flow = index === 0 ? flows[0] : flows[1];
  const bands = new Set(pieces.filter((piece) => week.dayIds.has(piece.blockId)).map((piece) => piece.y));
  const room = flow.y + flow.height - Math.max(...pieces.map((piece) => piece.y + piece.height));
  const fits = (rows: number) => flowWith(rows).length === pages.length;
  let rows = Math.min(MAX_EXTRA_DAY_ROWS, Math.max(0, Math.floor(room / (bands.size * rowHeight))));
  while (rows > 0 && !fits(rows)) rows--;
  while (rows < MAX_EXTRA_DAY_ROWS && fits(rows + 1)) rows++;
  return rows === 0 ? pages : flowWith(rows);
}
