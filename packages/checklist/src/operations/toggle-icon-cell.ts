import { findIconRow } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { setIconCell } from "./set-icon-cell.ts";

export type ToggleIconCellInput = { readonly rowId: string; readonly day: number };

/** One tap on the check-off page: done/not done, or the next mood of the legend, then empty again. */
export function toggleIconCell(doc: Checklist, input: ToggleIconCellInput): Checklist {
  const location = findIconRow(doc, input.rowId);
  const current = location?.row.cells[input.day];
  if (!location || current === undefined) return doc;
  const maxValue = Math.max(1, location.block.legend.length);
  return setIconCell(doc, { ...input, value: current >= maxValue ? 0 : current + 1 });
}
