/** A row as moving sees it: no depth means a top-level row. */
type Row = { readonly depth?: number };

function groupEnd(rows: readonly Row[], start: number): number {
  let end = start + 1;
  while (rows[end]?.depth === 2) end++;
  return end;
}

function groupStart(rows: readonly Row[], index: number): number {
  let start = index;
  while (start > 0 && rows[start]?.depth === 2) start--;
  return start;
}

/**
 * Where a row dropped onto another lands, as moveItem's index (counted once the moved row and its
 * sub-items are taken out). A main item moves past whole groups, so it never splits another item from
 * its sub-items; a sub-item lands exactly where it is dropped.
 */
export function moveTargetIndex(rows: readonly Row[], from: number, over: number): number {
  const moved = rows[from];
  if (!moved || over === from || !rows[over]) return from;
  if (moved.depth === 2) return over;
  const size = groupEnd(rows, from) - from;
  if (over > from) return Math.max(from, groupEnd(rows, groupStart(rows, over)) - size);
  return groupStart(rows, over);
}
