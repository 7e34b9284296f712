import { type Checklist, getRowsOf } from "@listful/checklist";

/**
 * Whether two documents have the same blocks, rows and indents, so a change between them only edited text or
 * settings. Adding, removing or indenting a row (Enter, Backspace, Tab while typing) is then its own undo step
 * even inside a burst of typing.
 */
export function isSameShape(a: Checklist, b: Checklist): boolean {
  if (a.blocks === b.blocks) return true;
  if (a.blocks.length !== b.blocks.length) return false;
  return a.blocks.every((block, index) => {
    const other = b.blocks[index];
    if (!other || other.id !== block.id) return false;
    if (other === block) return true;
    const rows = getRowsOf(block);
    const otherRows = getRowsOf(other);
    return (
      rows.length === otherRows.length &&
      rows.every((row, at) => row.id === otherRows[at]?.id && row.depth === otherRows[at]?.depth)
    );
  });
}
