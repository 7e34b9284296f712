import { formatClockTime } from "../calendar/names.ts";
import type { TableBlock } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";

/**
 * The label drawn before each row of a table, never stored: "" without labels, 1..n, or the clock time
 * each row starts at (from `firstHour`, every `minutesPerRow`, round the clock) in the document's locale.
 */
export function getTableRowLabels(doc: Pick<Checklist, "locale">, block: TableBlock): readonly string[] {
  const label = (index: number): string => {
    switch (block.rowLabels) {
      case "none":
        return "";
      case "numbers":
        return String(index + 1);
      case "times":
        return formatClockTime(block.firstHour * 60 + index * block.minutesPerRow, doc.locale);
    }
  };
  return Array.from({ length: block.rowCount }, (_, index) => label(index));
}
