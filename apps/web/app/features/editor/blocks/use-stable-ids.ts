import { useRef } from "react";

/**
 * The ids of a list, as the same array while they stay the same: typing in one row then leaves the sortable
 * context unchanged, so the other rows do not re-render.
 */
export function useStableIds(rows: readonly { readonly id: string }[]): readonly string[] {
  const stable = useRef<readonly string[]>([]);
  const current = stable.current;
  const isSame = current.length === rows.length && rows.every((row, index) => row.id === current[index]);
  // Idempotent: a discarded render can only have stored an equal list.
  if (!isSame) stable.current = rows.map((row) => row.id);
  return stable.current;
}
