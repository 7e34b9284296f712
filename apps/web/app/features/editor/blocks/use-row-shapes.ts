import { useRef } from "react";

/** A row as the panel's list needs it: which one, and whether it is a sub-item. */
export type RowShape = { readonly id: string; readonly depth: 1 | 2 };

/**
 * The rows' ids and depths, as the same array while they stay the same: typing changes a row's text only,
 * so the sortable list (and every row in it) is left alone; the typed row follows its own text.
 */
export function useRowShapes(
  rows: readonly { readonly id: string; readonly depth?: 1 | 2 }[],
): readonly RowShape[] {
  const stable = useRef<readonly RowShape[]>([]);
  const current = stable.current;
  const isSame =
    current.length === rows.length &&
    rows.every((row, index) => row.id === current[index]?.id && (row.depth ?? 1) === current[index]?.depth);
  // Idempotent: a discarded render can only have stored an equal list.
  if (!isSame) stable.current = rows.map((row) => ({ id: row.id, depth: row.depth ?? 1 }));
  return stable.current;
}
