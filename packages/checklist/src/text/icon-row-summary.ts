import type { IconFieldBlock, IconRow } from "../schema/block-schema.ts";

/** "12/31" for a habit row, or the row's moods as symbols ("· ○ ● ·") when the field has a legend. */
export function summarizeIconRow(block: IconFieldBlock, row: IconRow): string {
  if (block.legend.length === 0) {
    const done = row.cells.filter((value) => value > 0).length;
    return `${done}/${block.days}`;
  }
  return row.cells.map((value) => block.legend[value - 1]?.symbol ?? "·").join(" ");
}

export function describeLegend(block: IconFieldBlock): string {
  return block.legend.map((entry) => `${entry.symbol} ${entry.label}`.trim()).join(", ");
}
