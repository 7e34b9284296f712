import { findIconRow, replaceBlock } from "../model/list-items.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { getGridMonths, isIconCellDrawn } from "../view/year-grid.ts";

export type SetIconCellInput = {
  readonly rowId: string;
  /** Day column, 0-based. */
  readonly day: number;
  /** 0 empty; with a legend 1..n picks that legend entry (a mood), otherwise 1 is done. */
  readonly value: number;
};

export function setIconCell(doc: Checklist, input: SetIconCellInput): Checklist {
  const location = findIconRow(doc, input.rowId);
  if (!location) return doc;
  const { block, row } = location;
  const maxValue = Math.max(1, block.legend.length);
  const current = row.cells[input.day];
  if (current === undefined || !Number.isInteger(input.value) || input.value < 0 || input.value > maxValue)
    return doc;
  if (current === input.value) return doc;
  if (!isIconCellDrawn(getGridMonths(doc, block), location.index, input.day)) return doc;
  const cells = row.cells.map((value, day) => (day === input.day ? input.value : value));
  const rows = block.rows.map((candidate) => (candidate.id === row.id ? { ...row, cells } : candidate));
  return replaceBlock(doc, location.blockIndex, { ...block, rows });
}
