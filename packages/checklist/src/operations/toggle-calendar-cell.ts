import type { Checklist } from "../schema/checklist-schema.ts";

export type ToggleCalendarCellInput = {
  readonly index: number;
  /** Sets this state instead of flipping the current one. */
  readonly isChecked?: boolean;
};

export function toggleCalendarCell(doc: Checklist, input: ToggleCalendarCellInput): Checklist {
  const { checkedCells, totalItemCount } = doc.calendar;
  if (!Number.isInteger(input.index) || input.index < 0 || input.index >= totalItemCount) return doc;
  const wasChecked = checkedCells.includes(input.index);
  const isChecked = input.isChecked ?? !wasChecked;
  if (isChecked === wasChecked) return doc;
  const next = isChecked
    ? [...checkedCells, input.index].sort((a, b) => a - b)
    : checkedCells.filter((cell) => cell !== input.index);
  return { ...doc, calendar: { ...doc.calendar, checkedCells: next } };
}
