import fc from "fast-check";
import { WEEK_STARTS } from "../calendar/iso-date.ts";
import { nextPeriodCopy } from "../operations/next-period-copy.ts";
import { resetPremiumFeatures } from "../operations/reset-premium-features.ts";
import { resetProgress } from "../operations/reset-progress.ts";
import { setCalendarCounts } from "../operations/set-calendar-counts.ts";
import { setCalendarPeriod } from "../operations/set-calendar-period.ts";
import { setCalendarSize } from "../operations/set-calendar-size.ts";
import { setCalendarTitle } from "../operations/set-calendar-title.ts";
import { setPeriodStart } from "../operations/set-period-start.ts";
import { setPeriodUnit } from "../operations/set-period-unit.ts";
import { setTimeframe } from "../operations/set-timeframe.ts";
import { setUndated } from "../operations/set-undated.ts";
import { setWeekNumbers } from "../operations/set-week-numbers.ts";
import { setWeekStart } from "../operations/set-week-start.ts";
import { shiftPeriod } from "../operations/shift-period.ts";
import { toggleCalendarCell } from "../operations/toggle-calendar-cell.ts";
import { hasPeriod } from "../period/has-period.ts";
import { createPreset } from "../templates/create-preset.ts";
import { TEMPLATE_TYPE_SLUGS } from "../templates/template-types.ts";
import { anyIndex, command, isoDate, text } from "./command.ts";

export const timeCommands = [
  command(
    "setCalendarPeriod",
    fc.constantFrom("day" as const, "week" as const, "month" as const),
    (doc, period) => setCalendarPeriod(doc, { period }),
  ),
  command(
    "setCalendarCounts",
    fc.record({
      totalItemCount: fc.integer({ min: -1, max: 45 }),
      itemCountInOneComponent: fc.integer({ min: 0, max: 9 }),
    }),
    (doc, input) => setCalendarCounts(doc, input),
  ),
  command(
    "setCalendarSize",
    fc.constantFrom("small" as const, "medium" as const, "large" as const),
    (doc, size) => setCalendarSize(doc, { size }),
  ),
  command("setCalendarTitle", fc.tuple(anyIndex, text), (doc, [index, title]) =>
    setCalendarTitle(doc, { index, title }),
  ),
  command("toggleCalendarCell", fc.integer({ min: -1, max: 43 }), (doc, index) =>
    toggleCalendarCell(doc, { index }),
  ),
  command(
    "setTimeframe",
    fc.option(
      fc.record({
        start: isoDate,
        unit: fc.constantFrom("day" as const, "week" as const, "month" as const),
        count: fc.integer({ min: 0, max: 32 }),
      }),
      { nil: null },
    ),
    (doc, timeframe) => setTimeframe(doc, { timeframe }),
  ),
  command("setWeekStart", fc.constantFrom(...WEEK_STARTS), (doc, weekStart) =>
    setWeekStart(doc, { weekStart }),
  ),
  command("setWeekNumbers", fc.boolean(), (doc, showWeekNumbers) => setWeekNumbers(doc, { showWeekNumbers })),
  command("setUndated", fc.boolean(), (doc, isUndated) => setUndated(doc, { isUndated })),
  command("shiftPeriod", fc.constantFrom(1 as const, -1 as const), (doc, by) => shiftPeriod(doc, { by })),
  command("setPeriodStart", isoDate, (doc, start) => setPeriodStart(doc, { start })),
  command("setPeriodUnit", fc.constantFrom("day" as const, "week" as const, "month" as const), (doc, unit) =>
    setPeriodUnit(doc, { unit }),
  ),
  command("nextPeriodCopy", fc.boolean(), (doc, carryUnfinished) =>
    hasPeriod(doc) && shiftPeriod(doc, { by: 1 }) !== doc ? nextPeriodCopy(doc, { carryUnfinished }) : doc,
  ),
  command("resetProgress", fc.constant(null), (doc) => resetProgress(doc)),
  command("resetPremiumFeatures", fc.constantFrom(...TEMPLATE_TYPE_SLUGS), (doc, slug) =>
    resetPremiumFeatures(doc, { saved: createPreset(slug, { start: "2025-03-01" }) }),
  ),
];
