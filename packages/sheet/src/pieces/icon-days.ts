import {
  type Checklist,
  formatShortDate,
  getIconFieldDays,
  getIsoWeekday,
  getWeekdayColumn,
  type IconFieldBlock,
} from "@listful/checklist";

export type IconDay = {
  readonly label: string;
  readonly weekday: string;
  /** Saturday or Sunday: the column is tinted so a month reads at a glance. */
  readonly isWeekend: boolean;
  /** The first day of a week after the first column: a rule marks the week, in greyscale too. */
  readonly isWeekStart: boolean;
  /** "Mar 3" or "Day 3", for the cells' accessible names. */
  readonly name: string;
};

/** The day columns of an icon field, with what the sheet draws and announces for each. */
export function getIconDays(doc: Checklist, block: IconFieldBlock): readonly IconDay[] {
  return getIconFieldDays(doc, block).map((day) => ({
    label: day.label,
    weekday: day.weekday,
    isWeekend: day.date !== null && getIsoWeekday(day.date) >= 6,
    isWeekStart: day.index > 0 && day.date !== null && getWeekdayColumn(day.date, doc.weekStart) === 0,
    name: day.date ? formatShortDate(day.date, doc.locale) : `Day ${day.index + 1}`,
  }));
}
