import { type Block, YEAR_GRID } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LIMITS } from "../schema/limits.ts";
import { countListItems } from "./list-items.ts";

/**
 * Why a block takes no more rows: a list holds at most `itemsPerList` items, a checklist at most
 * `itemsPerDocument` in all its lists, a habit grid at most `iconRows` rows, a year grid its 12 months.
 */
export type RowLimit = { readonly scope: "list" | "checklist" | "grid"; readonly max: number };

/** The limit that stops a row being added to this block; null while there is room. */
export function getRowLimit(doc: Checklist, block: Block): RowLimit | null {
  if (block.kind === "icon-field") {
    if (block.grid === "year") return { scope: "grid", max: YEAR_GRID.months };
    return block.rows.length >= LIMITS.iconRows ? { scope: "grid", max: LIMITS.iconRows } : null;
  }
  if (block.kind !== "list" && block.kind !== "interactive-list") return null;
  if (block.items.length >= LIMITS.itemsPerList) return { scope: "list", max: LIMITS.itemsPerList };
  if (countListItems(doc) >= LIMITS.itemsPerDocument) {
    return { scope: "checklist", max: LIMITS.itemsPerDocument };
  }
  return null;
}
