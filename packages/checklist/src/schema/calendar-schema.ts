import { z } from "zod";
import { MAX_TIMEFRAME_COUNT } from "../calendar/timeframe.ts";
import { LIMITS } from "./limits.ts";
import { boundedList, IsoDateSchema, integerBetween, singleLineText } from "./primitives.ts";

export const TimeUnitSchema = z.enum(["day", "week", "month"], { error: "Expected day, week or month" });

export const TimeframeSchema = z
  .strictObject({
    start: IsoDateSchema,
    unit: TimeUnitSchema,
    count: integerBetween(1, LIMITS.timeframeCount),
  })
  .readonly()
  .refine((timeframe) => timeframe.count <= MAX_TIMEFRAME_COUNT[timeframe.unit], {
    error: "Too long a timeframe (max 31 days, 6 weeks or 12 months)",
    path: ["count"],
  });

const titles = boundedList(singleLineText(LIMITS.calendarTitle), LIMITS.calendarCells);

/** Titles a person typed for one period and cell count, restored when they switch back. */
export const SavedTitlesSchema = z
  .strictObject({
    period: TimeUnitSchema,
    totalItemCount: integerBetween(1, LIMITS.calendarCells),
    titles,
  })
  .readonly();

/**
 * The document's calendar (docs/PRODUCT.md, Checklist document): a grid of cells, one per period unit (a day,
 * a week or a month); a "component" is one row of the grid.
 */
export const CalendarSchema = z
  .strictObject({
    period: TimeUnitSchema,
    size: z.enum(["small", "medium", "large"], { error: "Expected small, medium or large" }),
    totalItemCount: integerBetween(1, LIMITS.calendarCells),
    itemCountInOneComponent: integerBetween(1, LIMITS.calendarPerRow),
    /** Derived (cells in the last row, after any leading blanks); stored with the counts it follows from. */
    itemCountInLastComponent: integerBetween(1, LIMITS.calendarPerRow),
    /** One title per cell. */
    titles,
    savedTitles: boundedList(SavedTitlesSchema, LIMITS.savedTitleSets),
    /** Indices of ticked cells, ascending. */
    checkedCells: boundedList(integerBetween(0, LIMITS.calendarCells - 1), LIMITS.calendarCells),
    /**
     * A month view draws the months before and after it small, beside its grid, over a column of notes
     * lines (`hasMiniMonths`). Documents saved before it existed read as off.
     */
    miniMonths: z.boolean({ error: "Expected true or false" }).default(false),
  })
  .readonly();

export type Timeframe = z.infer<typeof TimeframeSchema>;
export type SavedTitles = z.infer<typeof SavedTitlesSchema>;
export type CalendarSettings = z.infer<typeof CalendarSchema>;
export type CalendarPeriod = CalendarSettings["period"];
export type CalendarSize = CalendarSettings["size"];
