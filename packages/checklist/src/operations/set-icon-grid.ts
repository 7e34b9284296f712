import { countTimeframeDays } from "../calendar/timeframe.ts";
import { allocateIds } from "../ids.ts";
import { findBlockIndex, replaceBlock } from "../model/list-items.ts";
import { type IconGrid, YEAR_GRID } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";

export type SetIconGridInput = { readonly blockId: string; readonly grid: IconGrid };

/** A day grid's columns: the sheet's period, or a week on a sheet without dates (as a new icon field). */
function getPeriodDays(doc: Checklist): number {
  return doc.timeframe ? Math.min(LIMITS.iconDays, countTimeframeDays(doc.timeframe)) : 7;
}

/**
 * Turns an icon field into a year in pixels (12 rows, the months, by 31 day columns; its first rows become
 * the months, others are added or left out, and nothing is marked) or back into a grid of the period's
 * days, keeping the twelve rows to name.
 */
export function setIconGrid(doc: Checklist, input: SetIconGridInput): Checklist {
  const blockIndex = findBlockIndex(doc, input.blockId);
  const block = doc.blocks[blockIndex];
  if (block?.kind !== "icon-field" || block.grid === input.grid) return doc;
  if (input.grid === "days") {
    const days = getPeriodDays(doc);
    const rows = block.rows.map((row) => ({ ...row, cells: Array.from({ length: days }, () => 0) }));
    return replaceBlock(doc, blockIndex, { ...block, grid: "days", days, rows });
  }
  const missing = Math.max(0, YEAR_GRID.months - block.rows.length);
  const allocation = allocateIds(doc, "row", missing);
  if (!allocation) return doc;
  const ids = [...block.rows.slice(0, YEAR_GRID.months).map((row) => row.id), ...allocation.ids];
  const rows = ids.map((id) => ({ id, text: "", cells: Array.from({ length: YEAR_GRID.days }, () => 0) }));
  const next = missing > 0 ? { ...doc, nextId: allocation.nextId } : doc;
  return replaceBlock(next, blockIndex, { ...block, grid: "year", days: YEAR_GRID.days, rows });
}
