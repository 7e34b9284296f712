import { LIMITS } from "@listful/checklist";

/** How a copy's title ends: " (copy)" for the first, " (copy 2)" for the second, and so on. */
const COPY_SUFFIX = / \(copy(?: ([1-9]\d*))?\)$/;

function suffixOf(number: number): string {
  return number === 1 ? " (copy)" : ` (copy ${number})`;
}

/** Copy `number` of `base`: the base shortened to fit the title's limit, never the suffix. */
function titleOfCopy(base: string, number: number): string {
  const suffix = suffixOf(number);
  return `${base.slice(0, LIMITS.titleText - suffix.length).trimEnd()}${suffix}`;
}

/**
 * The title of a new copy of a checklist titled `title`, numbered after the copies among `titles` (the owner's
 * others): "X (copy)", then "X (copy 2)", "X (copy 3)". A copy of a copy is one more copy of the same list,
 * so copying "X (copy)" gives "X (copy 2)", not "X (copy) (copy)".
 */
export function nextCopyTitle(title: string, titles: readonly string[]): string {
  const base = title.replace(COPY_SUFFIX, "");
  let highest = 0;
  for (const other of titles) {
    const match = COPY_SUFFIX.exec(other);
    const number = match ? Number(match[1] ?? 1) : 0;
    // Compared whole, as each was cut to fit: "Packing list for camp (copy)" is no copy of "Packing list".
    if (number > highest && other === titleOfCopy(base, number)) highest = number;
  }
  return titleOfCopy(base, highest + 1);
}
