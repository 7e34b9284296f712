import { addDays, daysBetween, getIsoWeekday, type IsoDate } from "../calendar/iso-date.ts";
import { formatDayTitle } from "../calendar/names.ts";
import { countTimeframeDays, type TimeframeLike } from "../calendar/timeframe.ts";
import type { Block } from "../schema/block-schema.ts";
import { LIMITS } from "../schema/limits.ts";

/** A planner's lists are titled by the days of at most a month ("Monday, Nov 23"). */
const MAX_TITLED_DAYS = 31;

/** The date each list titled by a day of `timeframe` stands for, by block index. */
export function getDayTitledLists(
  blocks: readonly Block[],
  timeframe: TimeframeLike,
  locale: string,
): ReadonlyMap<number, IsoDate> {
  const days = Math.min(MAX_TITLED_DAYS, countTimeframeDays(timeframe));
  const dates = new Map(
    Array.from({ length: days }, (_, day) => {
      const date = addDays(timeframe.start, day);
      return [formatDayTitle(date, locale), date] as const;
    }),
  );
  const lists = new Map<number, IsoDate>();
  blocks.forEach((block, index) => {
    if (block.kind !== "list" && block.kind !== "interactive-list") return;
    const date = dates.get(block.title);
    if (date !== undefined) lists.set(index, date);
  });
  return lists;
}

/**
 * Where a day of the old dates goes: the same date while the new dates hold it (a week that now starts on
 * Sunday still has its Monday), else the same weekday of a new week, else the same place in the new run.
 */
function moveDay(date: IsoDate, before: TimeframeLike, after: TimeframeLike): IsoDate | null {
  const afterDays = countTimeframeDays(after);
  const offset = daysBetween(after.start, date);
  if (offset >= 0 && offset < afterDays) return date;
  if (afterDays <= 7) {
    const weekday = getIsoWeekday(date);
    const day = Array.from({ length: afterDays }, (_, index) => addDays(after.start, index)).find(
      (candidate) => getIsoWeekday(candidate) === weekday,
    );
    if (day !== undefined) return day;
  }
  const position = daysBetween(before.start, date);
  return position < afterDays ? addDays(after.start, position) : null;
}

/**
 * Lists titled by a day of the old dates ("Monday, Nov 23") take their day in the new dates, as the headline
 * does, and keep the places they held in date order, so a week's lists still run from its first day. A
 * title the person wrote stays.
 */
export function retimeDayTitles(
  blocks: readonly Block[],
  before: TimeframeLike | null,
  after: TimeframeLike | null,
  locale: string,
): readonly Block[] {
  if (!before || !after) return blocks;
  const moved = [...getDayTitledLists(blocks, before, locale)].flatMap(([index, date]) => {
    const next = moveDay(date, before, after);
    return next === null ? [] : [{ index, date: next }];
  });
  const slots = moved.map((entry) => entry.index);
  const inDateOrder = [...moved].sort((a, b) => daysBetween(b.date, a.date));
  const next = [...blocks];
  inDateOrder.forEach((entry, order) => {
    const block = blocks[entry.index];
    const slot = slots[order];
    if (slot === undefined || (block?.kind !== "list" && block?.kind !== "interactive-list")) return;
    const title = formatDayTitle(entry.date, locale).slice(0, LIMITS.blockTitle);
    next[slot] = title === block.title ? block : { ...block, title };
  });
  return next;
}
