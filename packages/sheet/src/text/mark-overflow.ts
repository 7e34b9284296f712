/**
 * Marks a text field whose text does not fit its fixed box (the box never grows), so the editor can
 * warn: `data-overflow` on the element, which sheet.css underlines in red.
 */
export function markOverflow(element: HTMLElement): boolean {
  const isOverflowing =
    element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
  element.toggleAttribute("data-overflow", isOverflowing);
  return isOverflowing;
}

/** Re-measures every field of a sheet, e.g. once its web fonts have loaded and widths changed. */
export function markAllOverflow(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-clamp]")) markOverflow(element);
}
