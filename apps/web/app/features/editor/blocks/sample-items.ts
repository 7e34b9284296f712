import { type Checklist, clearSampleItems, formatCount, getRowsOf } from "@listful/checklist";

const ROW = { one: "row", other: "rows" } as const;

/** Whether Clear sample items has anything to clear: a list item's or tracker row's text, or a tick. */
export function hasSampleItems(doc: Checklist): boolean {
  return clearSampleItems(doc) !== doc;
}

/** What the toast says once the sample items are cleared from `doc` (the document before). */
export function describeClearedItems(doc: Checklist): string {
  const count = doc.blocks.flatMap(getRowsOf).filter((row) => row.text !== "").length;
  const rows = count > 0 ? formatCount(count, ROW) : "The rows";
  return `Sample items cleared: ${rows} left as blank lines to write on. Undo brings them back.`;
}
