import { getWeekdayNames } from "../../calendar/names.ts";
import { countTimeframeDays } from "../../calendar/timeframe.ts";
import { buildCalendar } from "../../model/calendar-settings.ts";
import {
  answerField,
  buildPresetDocument,
  createIdSource,
  createTimeframe,
  drawingBox,
  type PresetContext,
  printedList,
  sectionHeader,
} from "../preset-builder.ts";
import { createGratitudeJournal } from "../presets/gratitude-journal.ts";
import { designsOf } from "./library-template.ts";

function createWeekJournal(context: PresetContext) {
  const ids = createIdSource();
  const days = getWeekdayNames(context.locale, context.weekStart, "long");
  return buildPresetDocument(ids, context, {
    palette: 3,
    fonts: { heading: "Lora", body: "Lora" },
    layout: 2,
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Weekly Gratitude Journal", fontFamily: "Lora", fontWeight: 700 },
    timeframe: createTimeframe(context, "week", 1),
    blocks: [
      ...days.map((day) => answerField(ids, `${day}: I am thankful for…`, 3)),
      answerField(ids, "The best moment of my week", 3),
    ],
  });
}

function createMonthJournal(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  const calendar = buildCalendar(
    {
      period: "day",
      size: "large",
      totalItemCount: countTimeframeDays(timeframe),
      itemCountInOneComponent: 7,
    },
    { timeframe, weekStart: context.weekStart, isUndated: false, locale: context.locale },
  );
  return buildPresetDocument(ids, context, {
    palette: 7,
    fonts: { heading: "Caveat", body: "Arial" },
    layout: 3,
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "One Good Thing a Day", fontFamily: "Caveat", fontWeight: 700 },
    timeframe,
    calendar,
    blocks: [
      { kind: "calendar", id: ids.next("b") },
      answerField(ids, "What I am most grateful for this month", 3),
    ],
  });
}

function createFiveMinuteJournal(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 9,
    fonts: { heading: "Nunito", body: "Nunito" },
    layout: 4,
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "Five-Minute Gratitude Journal", fontFamily: "Nunito", fontWeight: 700 },
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      sectionHeader(ids, "Morning"),
      printedList(ids, "I am grateful for", "number", ["", "", ""]),
      printedList(ids, "What would make today great", "number", ["", "", ""]),
      answerField(ids, "Today's affirmation: I am…", 1),
      sectionHeader(ids, "Evening"),
      printedList(ids, "Three amazing things that happened today", "number", ["", "", ""]),
      answerField(ids, "How could today have been even better?", 2),
    ],
  });
}

function createKidsJournal(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 4,
    fonts: { heading: "Patrick Hand", body: "Patrick Hand" },
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "My Happy Journal", fontFamily: "Patrick Hand", fontWeight: 400 },
    timeframe: createTimeframe(context, "day", 1),
    background: 5,
    blocks: [
      answerField(ids, "Today I smiled because…", 2),
      answerField(ids, "Someone who was kind to me", 2),
      answerField(ids, "Something new I learned", 2),
      drawingBox(ids, "Draw or write my happiest moment", 6),
    ],
  });
}

/** A day built around a drawing: one big framed box, then three short prompts to write on. */
function createHappyMomentJournal(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 6,
    fonts: { heading: "Caveat", body: "Nunito" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "One Happy Moment", fontFamily: "Caveat", fontWeight: 700 },
    timeframe: createTimeframe(context, "day", 1),
    background: 4,
    blocks: [
      drawingBox(ids, "Draw one happy moment from today", 12),
      answerField(ids, "What made it special", 2),
      answerField(ids, "Who I would like to thank", 2),
      answerField(ids, "One word for how I feel now", 1),
    ],
  });
}

/** A week in two columns: three numbered good things under each day, and the week's thanks. */
function createGoodThingsWeek(context: PresetContext) {
  const ids = createIdSource();
  const days = getWeekdayNames(context.locale, context.weekStart, "long");
  return buildPresetDocument(ids, context, {
    palette: 12,
    fonts: { heading: "Playfair Display", body: "Lora" },
    layout: 2,
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Three Good Things", fontFamily: "Playfair Display", fontWeight: 700 },
    timeframe: createTimeframe(context, "week", 1),
    blocks: [
      ...days.map((day) => printedList(ids, day, "number", ["", "", ""])),
      answerField(ids, "This week I am most thankful for", 2),
    ],
  });
}

export const GRATITUDE_JOURNALS = designsOf("gratitude-journal", [
  {
    slug: "gratitude-journal",
    title: "Daily Gratitude Journal",
    description: "Five gentle prompts and three good things for one day, on ruled lines.",
    isPremium: false,
    create: createGratitudeJournal,
  },
  {
    slug: "weekly-gratitude-journal",
    title: "Weekly Gratitude Journal",
    description: "A few lines of thanks for each day of the week, and the week's best moment.",
    isPremium: false,
    create: createWeekJournal,
  },
  {
    slug: "monthly-gratitude-journal",
    title: "One Good Thing a Day (Month)",
    description: "A month of day boxes: write one good thing in each, then look back on the month.",
    isPremium: false,
    create: createMonthJournal,
  },
  {
    slug: "five-minute-gratitude-journal",
    title: "Five-Minute Gratitude Journal",
    description: "Morning and evening prompts that take five minutes: gratitude, intentions, wins.",
    isPremium: true,
    create: createFiveMinuteJournal,
  },
  {
    slug: "kids-gratitude-journal",
    title: "Kids' Happy Journal",
    description: "Big, friendly prompts for children, with a box to draw the happiest moment.",
    isPremium: false,
    create: createKidsJournal,
  },
  {
    slug: "happy-moment-drawing-journal",
    title: "One Happy Moment (Draw It)",
    description:
      "A big framed box to draw today's happiest moment, and three short prompts to write beside it.",
    isPremium: false,
    create: createHappyMomentJournal,
  },
  {
    slug: "three-good-things-week",
    title: "Three Good Things a Day (Week)",
    description:
      "Seven days side by side in two columns, three numbered good things for each, and the week's thanks.",
    isPremium: true,
    create: createGoodThingsWeek,
  },
]);
