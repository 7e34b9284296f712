import { type BlockRow, getRowDepth } from "@listful/checklist";
import { useRef } from "react";

/** A row as the panel's list needs it: which one, whether it is a sub-item, and whether it is the placeholder. */
export type RowShape = { readonly id: string; readonly depth: 1 | 2; readonly isPlaceholder: boolean };

function isSameShape(row: BlockRow, shape: RowShape | undefined): boolean {
  return (
    row.id === shape?.id &&
    getRowDepth(row) === shape.depth &&
    (row.isPlaceholder === true) === shape.isPlaceholder
  );
}

/**
 * The rows' shapes, as the same array while they stay the same: typing changes a row's text only, so the
 * sortable list (and every row in it) is left alone; the typed row follows its own text.
 */
export function useRowShapes(rows: readonly BlockRow[]): readonly RowShape[] {
  const stable = useRef<readonly RowShape[]>([]);
  const current = stable.current;
  const isSame =
    current.length === rows.length && rows.every((row, index) => isSameShape(row, current[index]));
  // Idempotent: a discarded render can only have stored an equal list.
  if (!isSame) {
    stable.current = rows.map((row) => ({
      id: row.id,
      depth: getRowDepth(row),
      isPlaceholder: row.isPlaceholder === true,
    }));
  }
  return stable.current;
}
