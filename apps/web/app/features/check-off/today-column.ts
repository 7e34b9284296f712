import type { IconFieldDay, IsoDate } from "@listful/checklist";

/** Today's column in a habit grid, or null: an undated grid, today not yet known, or today outside the period. */
export function findTodayColumn(days: readonly IconFieldDay[], today: IsoDate | null): number | null {
  if (today === null) return null;
  const index = days.findIndex((day) => day.date === today);
  return index === -1 ? null : index;
}

export type ScrollBox = {
  /** The column's left edge and width in the scrolled content. */
  readonly columnLeft: number;
  readonly columnWidth: number;
  /** The habit names that stay put on the left, over the days. */
  readonly stickyWidth: number;
  /** The scroll container's visible width and its content's whole width. */
  readonly viewportWidth: number;
  readonly scrollWidth: number;
};

/**
 * The sideways scroll that shows a column in the middle of the room beside the habit names, never past
 * either end: with the whole month in view that is 0.
 */
export function getScrollLeftToShow(box: ScrollBox): number {
  const room = box.viewportWidth - box.stickyWidth;
  const centred = box.columnLeft + box.columnWidth / 2 - box.stickyWidth - room / 2;
  const end = Math.max(0, box.scrollWidth - box.viewportWidth);
  return Math.round(Math.min(end, Math.max(0, centred)));
}
