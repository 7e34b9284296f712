/** Whether a text field's text does not fit its fixed box (the box never grows). */
function isOverflowing(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
}

const pending = new Set<HTMLElement>();
let frame: number | null = null;

/**
 * Reads every waiting field's size, then marks them: all reads before any write, so the browser lays the
 * page out once for the lot, in the frame it lays out anyway, instead of once a field during React's commit
 * (a sheet opening with hundreds of fields froze a phone for a third of a second).
 */
function markWaiting(): void {
  frame = null;
  const fields = [...pending].filter((element) => element.isConnected);
  pending.clear();
  const marks = fields.map(isOverflowing);
  fields.forEach((element, i) => {
    element.toggleAttribute("data-overflow", marks[i]);
  });
}

/**
 * Marks a text field whose text does not fit its fixed box, so the editor can warn: `data-overflow` on the
 * element, which sheet.css underlines in red. Marked before the next paint, together with every field
 * asked for until then.
 */
export function markOverflow(element: HTMLElement): void {
  pending.add(element);
  if (frame === null) frame = requestAnimationFrame(markWaiting);
}

/** Re-measures every field of a sheet, e.g. once its web fonts have loaded and widths changed. */
export function markAllOverflow(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-clamp]")) markOverflow(element);
}
