import type { TimeframeLike } from "../calendar/timeframe.ts";
import { getWeekNumber } from "../calendar/week-numbers.ts";
import { hasDateLabel } from "../model/date-label.ts";
import { getDayTitledLists } from "../model/day-titles.ts";
import type { Block } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/** A line to write on by hand, in any font the sheet prints. */
const BLANK = "________________";

/** What an undated sheet prints instead of its dates: a blank of the period's kind. */
function getUndatedLabel(timeframe: TimeframeLike): string {
  if (timeframe.count > 1) return `From ${BLANK} to ${BLANK}`;
  if (timeframe.unit === "month") return `Month: ${BLANK}`;
  if (timeframe.unit === "week") return `Week of: ${BLANK}`;
  return `Date: ${BLANK}`;
}

/** An undated sheet's list titled by a day. */
const UNDATED_DAY_TITLE = `Day: ${BLANK}`;

/** The week number a weekly sheet prints after its date label, or null where it prints none. */
function getSheetWeekNumber(doc: Checklist): number | null {
  const { timeframe } = doc;
  if (!doc.showWeekNumbers || doc.isUndated || timeframe?.unit !== "week" || timeframe.count !== 1)
    return null;
  return getWeekNumber(timeframe.start, doc.weekStart);
}

/**
 * The headline as the first page prints it, while it is the date label: a blank for an undated sheet, the
 * week number after a weekly sheet's.
 */
function getPrintedHeadline(doc: Checklist): string {
  if (!doc.timeframe || !hasDateLabel(doc)) return doc.headline;
  if (doc.isUndated) return getUndatedLabel(doc.timeframe);
  const week = getSheetWeekNumber(doc);
  return week === null ? doc.headline : `${doc.headline} · W${week}`;
}

/**
 * Each list printed with a blank for its day, by the list it stands for: a list that did not change draws
 * the same object again, so the sheet does not redraw it while another is edited.
 */
const undatedLists = new WeakMap<Block, Block>();

function withUndatedDay(block: Block): Block {
  let printed = undatedLists.get(block);
  if (!printed && (block.kind === "list" || block.kind === "interactive-list")) {
    printed = { ...block, title: UNDATED_DAY_TITLE };
    undatedLists.set(block, printed);
  }
  return printed ?? block;
}

/** An undated sheet's lists titled by a day of its dates print a blank for the day instead. */
function getPrintedBlocks(doc: Checklist): readonly Block[] {
  if (!doc.isUndated || !doc.timeframe) return doc.blocks;
  const dayLists = getDayTitledLists(doc.blocks, doc.timeframe, doc.locale);
  if (dayLists.size === 0) return doc.blocks;
  return doc.blocks.map((block, index) => (dayLists.has(index) ? withUndatedDay(block) : block));
}

/**
 * The document as its pages print it, for pagination, the sheet and the text exports: generated texts
 * that depend on the switches are put in (a weekly sheet's week number; an undated sheet's blanks for its
 * date label and day titles), while what the person wrote is never touched. The same document when nothing
 * changes; never stored, so switching back finds the dates as they were.
 */
export function toPrintedDocument(doc: Checklist): Checklist {
  const headline = getPrintedHeadline(doc);
  const blocks = getPrintedBlocks(doc);
  return headline === doc.headline && blocks === doc.blocks ? doc : { ...doc, headline, blocks };
}
