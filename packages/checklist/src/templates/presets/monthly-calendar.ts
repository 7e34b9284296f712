import { countTimeframeDays } from "../../calendar/timeframe.ts";
import { buildCalendar } from "../../model/calendar-settings.ts";
import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  type PresetContext,
  writingField,
} from "../preset-builder.ts";

/** A real month view: one cell per day, the 1st under its weekday, weeks starting as asked. */
export function createMonthlyCalendar(context: PresetContext): Checklist {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  const calendar = buildCalendar(
    {
      period: "day",
      size: "medium",
      totalItemCount: countTimeframeDays(timeframe),
      itemCountInOneComponent: 7,
    },
    { timeframe, weekStart: context.weekStart, isUndated: false, locale: context.locale },
  );
  return buildPresetDocument(ids, context, {
    palette: 10,
    fonts: { heading: "Playfair Display", body: "Arial" },
    layout: 3,
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "Monthly Calendar", fontFamily: "Playfair Display", fontWeight: 700 },
    timeframe,
    calendar,
    blocks: [
      { kind: "calendar", id: ids.next("b") },
      checklistBlock(ids, "This month", "square", [
        "Pay rent and bills by the 25th",
        "Book the dentist check-up",
        "Plan a weekend away",
      ]),
      writingField(ids, "Notes", 3),
    ],
  });
}
