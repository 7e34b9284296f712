import { addDays } from "../calendar/iso-date.ts";
import { formatDayTitle } from "../calendar/names.ts";
import { countTimeframeDays, type TimeframeLike } from "../calendar/timeframe.ts";
import type { Block } from "../schema/block-schema.ts";
import { LIMITS } from "../schema/limits.ts";

/**
 * Lists titled by a day of the old dates ("Monday, Nov 23") take the same day of the new dates, as
 * the headline does; a title the person wrote stays.
 */
export function retimeDayTitles(
  blocks: readonly Block[],
  before: TimeframeLike | null,
  after: TimeframeLike | null,
  locale: string,
): readonly Block[] {
  if (!before || !after) return blocks;
  const days = Math.min(countTimeframeDays(before), countTimeframeDays(after));
  const titles = new Map(
    Array.from({ length: days }, (_, day) => [
      formatDayTitle(addDays(before.start, day), locale),
      formatDayTitle(addDays(after.start, day), locale).slice(0, LIMITS.blockTitle),
    ]),
  );
  return blocks.map((block) => {
    if (block.kind !== "list" && block.kind !== "interactive-list") return block;
    const title = titles.get(block.title);
    return title === undefined ? block : { ...block, title };
  });
}
