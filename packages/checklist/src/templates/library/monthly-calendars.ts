import { countTimeframeDays } from "../../calendar/timeframe.ts";
import { buildCalendar } from "../../model/calendar-settings.ts";
import type { CalendarSettings, Timeframe } from "../../schema/calendar-schema.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  type PresetContext,
  writingField,
} from "../preset-builder.ts";
import { createMonthlyCalendar } from "../presets/monthly-calendar.ts";
import { designsOf } from "./library-template.ts";
import { createVerticalMonth } from "./table-designs.ts";

function monthCalendar(
  context: PresetContext,
  timeframe: Timeframe,
  size: "medium" | "large",
  miniMonths = false,
): CalendarSettings {
  return buildCalendar(
    {
      period: "day",
      size,
      totalItemCount: countTimeframeDays(timeframe),
      itemCountInOneComponent: 7,
      miniMonths,
    },
    { timeframe, weekStart: context.weekStart, isUndated: false, locale: context.locale },
  );
}

function createSundayCalendar(base: PresetContext) {
  const context: PresetContext = { ...base, weekStart: "sunday" };
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 2,
    fonts: { heading: "Montserrat", body: "Arial" },
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Monthly Calendar", fontFamily: "Montserrat", fontWeight: 700 },
    timeframe,
    calendar: monthCalendar(context, timeframe, "large"),
    blocks: [answerField(ids, "This month's focus", 1), { kind: "calendar", id: ids.next("b") }],
  });
}

function createLandscapeCalendar(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 12,
    fonts: { heading: "Arial", body: "Arial" },
    orientation: "landscape",
    layout: 3,
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "Month at a Glance", fontFamily: "Arial", fontWeight: 700 },
    timeframe,
    calendar: monthCalendar(context, timeframe, "medium"),
    blocks: [{ kind: "calendar", id: ids.next("b") }, writingField(ids, "Notes", 3)],
  });
}

function createFamilyCalendar(base: PresetContext) {
  const context: PresetContext = { ...base, weekStart: "sunday" };
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 9,
    fonts: { heading: "Nunito", body: "Nunito" },
    layout: 2,
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Family Calendar", fontFamily: "Nunito", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe,
    calendar: monthCalendar(context, timeframe, "medium"),
    blocks: [
      checklistBlock(ids, "Appointments", "square", ["School photos", "Dentist check-ups", "Car service"]),
      checklistBlock(ids, "Birthdays & celebrations", "heart", ["Grandma's birthday", "Anniversary dinner"]),
      { kind: "calendar", id: ids.next("b") },
    ],
  });
}

function createMinimalCalendar(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 1,
    fonts: { heading: "Playfair Display", body: "Arial" },
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Monthly Planner", fontFamily: "Playfair Display", fontWeight: 700 },
    timeframe,
    calendar: monthCalendar(context, timeframe, "large"),
    blocks: [answerField(ids, "Focus for the month", 1), { kind: "calendar", id: ids.next("b") }],
  });
}

/** A month with last and next month small beside it over a notes column, and the month's goals above. */
function createMonthWithNotes(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 6,
    fonts: { heading: "Lora", body: "Arial" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Monthly Planner", fontFamily: "Lora", fontWeight: 700 },
    timeframe,
    calendar: monthCalendar(context, timeframe, "large", true),
    blocks: [answerField(ids, "Goals this month", 2), { kind: "calendar", id: ids.next("b") }],
  });
}

export const MONTHLY_CALENDARS = designsOf("monthly-calendar", [
  {
    slug: "monthly-calendar",
    title: "Monthly Calendar, Monday First",
    description: "A real month view starting on Monday, with a to-do list and notes for the month.",
    isPremium: false,
    create: (context) => createMonthlyCalendar({ ...context, weekStart: "monday" }),
  },
  {
    slug: "sunday-first-monthly-calendar",
    title: "Monthly Calendar, Sunday First",
    description: "Big day boxes in weeks that start on Sunday, with a strip for notes.",
    isPremium: false,
    create: createSundayCalendar,
  },
  {
    slug: "landscape-monthly-calendar",
    title: "Month at a Glance (Landscape)",
    description: "The whole month across a wide page, for a wall, a fridge or a desk.",
    isPremium: false,
    create: createLandscapeCalendar,
  },
  {
    slug: "family-monthly-calendar",
    title: "Family Calendar",
    description: "A Sunday-first month for the whole household, with appointments and birthdays.",
    isPremium: true,
    create: createFamilyCalendar,
  },
  {
    slug: "minimalist-monthly-calendar",
    title: "Minimalist Monthly Planner",
    description: "Black and white, large day boxes and one focus for the month.",
    isPremium: false,
    create: createMinimalCalendar,
  },
  {
    slug: "monthly-planner-with-notes",
    title: "Monthly Planner with Notes",
    description:
      "The month's grid with last and next month small beside it, a column of lines for notes, and the month's goals on top.",
    isPremium: true,
    create: createMonthWithNotes,
  },
  {
    slug: "vertical-month-planner",
    title: "Vertical Month Planner",
    description:
      "The month down the page: every numbered day with room for its morning, afternoon and evening.",
    isPremium: false,
    create: createVerticalMonth,
  },
]);
