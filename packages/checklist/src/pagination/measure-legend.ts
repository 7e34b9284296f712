import { measureText } from "../measure/measure-text.ts";
import type { LegendEntry } from "../schema/block-schema.ts";
import type { Checklist } from "../schema/checklist-schema.ts";
import { LEGEND_ENTRY_GAP, LEGEND_INNER_GAP, LEGEND_SWATCH } from "./geometry.ts";
import { getTextStyle } from "./text-styles.ts";

/** The legend's side padding in its row. */
const LEGEND_PADDING_X = 2;

/** How many lines a legend's entries (swatch, symbol, label) wrap to across `width` px. */
export function measureLegendLines(doc: Checklist, legend: readonly LegendEntry[], width: number): number {
  const style = getTextStyle(doc, "legend");
  const room = width - 2 * LEGEND_PADDING_X;
  let lines = 1;
  let used = 0;
  for (const entry of legend) {
    // A little spare per entry, as text measures are rounded up but flex items are not.
    const entryWidth =
      LEGEND_SWATCH +
      2 * LEGEND_INNER_GAP +
      measureText(entry.symbol, style) +
      measureText(entry.label, style) +
      2;
    if (used > 0 && used + LEGEND_ENTRY_GAP + entryWidth > room) {
      lines++;
      used = entryWidth;
    } else used += (used > 0 ? LEGEND_ENTRY_GAP : 0) + entryWidth;
  }
  return lines;
}
