import { addDays } from "../../calendar/iso-date.ts";
import { formatDayTitle } from "../../calendar/names.ts";
import type { InteractiveListBlock } from "../../schema/block-schema.ts";
import { checklistBlock, type createIdSource, type PresetContext } from "../preset-builder.ts";

type Ids = ReturnType<typeof createIdSource>;

/** One list per day from `start`, titled by its date ("Monday, Mar 9"), with its tasks. */
export function dayLists(
  ids: Ids,
  context: PresetContext,
  start: string,
  tasks: readonly (readonly string[])[],
  marker: InteractiveListBlock["marker"] = "square",
): InteractiveListBlock[] {
  return tasks.map((list, index) =>
    checklistBlock(ids, formatDayTitle(addDays(start, index), context.locale), marker, list),
  );
}
