import { countTimeframeDays } from "../../calendar/timeframe.ts";
import type { LegendEntry } from "../../schema/block-schema.ts";
import {
  answerField,
  buildPresetDocument,
  createIdSource,
  createTimeframe,
  iconField,
  type PresetContext,
} from "../preset-builder.ts";
import { createMoodTracker } from "../presets/mood-tracker.ts";
import { createYearInPixels } from "./icon-grid-designs.ts";
import { designsOf } from "./library-template.ts";
import { createMoodJournal } from "./table-designs.ts";

// Symbols the PDF's fonts have, so no emoji font is needed.
const SCALE: readonly LegendEntry[] = [
  { symbol: "5", label: "Very high", color: "2E7D32" },
  { symbol: "4", label: "High", color: "81C784" },
  { symbol: "3", label: "Medium", color: "FFD54F" },
  { symbol: "2", label: "Low", color: "FFB74D" },
  { symbol: "1", label: "Very low", color: "E57373" },
];

const FEELINGS: readonly LegendEntry[] = [
  { symbol: "★", label: "Happy", color: "F48FB1" },
  { symbol: "○", label: "Calm", color: "FFE082" },
  { symbol: "~", label: "Tired", color: "B0BEC5" },
  { symbol: "▼", label: "Sad", color: "90CAF9" },
  { symbol: "!", label: "Anxious", color: "CE93D8" },
  { symbol: "✕", label: "Angry", color: "EF9A9A" },
];

const SLEEP: readonly LegendEntry[] = [
  { symbol: "8+", label: "8 h or more", color: "5C6BC0" },
  { symbol: "7", label: "7 hours", color: "9FA8DA" },
  { symbol: "6", label: "6 hours", color: "C5CAE9" },
  { symbol: "5-", label: "5 h or less", color: "FFAB91" },
];

function createMoodEnergy(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 2,
    fonts: { heading: "Montserrat", body: "Arial" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Mood & Energy Tracker", fontFamily: "Montserrat", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Rate each from 1 to 5",
        icon: "square",
        days: countTimeframeDays(timeframe),
        legend: SCALE,
        rows: ["Mood", "Energy", "Focus", "Calm", "Sleep quality", "Appetite", "Time with people"],
      }),
      answerField(ids, "What gave me energy this month", 3),
      answerField(ids, "What drained it", 3),
    ],
  });
}

function createWeeklyMood(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 6,
    fonts: { heading: "Nunito", body: "Nunito" },
    layout: 2,
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Weekly Mood Journal", fontFamily: "Nunito", fontWeight: 700 },
    timeframe: createTimeframe(context, "week", 1),
    blocks: [
      iconField(ids, {
        title: "How I felt",
        icon: "heart",
        days: 7,
        legend: FEELINGS,
        rows: ["Morning", "Midday", "Evening"],
      }),
      answerField(ids, "What lifted me this week", 3),
      answerField(ids, "What weighed on me", 3),
      answerField(ids, "Something I am proud of", 3),
      answerField(ids, "One kind thing I can do for myself next week", 3),
    ],
  });
}

function createWideMood(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 4,
    fonts: { heading: "Caveat", body: "Nunito" },
    orientation: "landscape",
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Mood Tracker", fontFamily: "Caveat", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Colour in how you feel",
        icon: "circle",
        days: countTimeframeDays(timeframe),
        legend: FEELINGS,
        rows: ["Morning", "Afternoon", "Evening", "Night"],
      }),
      answerField(ids, "Patterns I noticed this month", 3),
    ],
  });
}

function createMoodSleep(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  const days = countTimeframeDays(timeframe);
  return buildPresetDocument(ids, context, {
    palette: 11,
    fonts: { heading: "Lora", body: "Arial" },
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Mood & Sleep Tracker", fontFamily: "Lora", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Mood",
        icon: "circle",
        days,
        legend: SCALE,
        rows: ["Overall mood"],
      }),
      iconField(ids, { title: "Sleep", icon: "square", days, legend: SLEEP, rows: ["Hours slept"] }),
      iconField(ids, {
        title: "Better sleep habits",
        icon: "circle",
        days,
        rows: [
          "No caffeine after 2 pm",
          "Screens off an hour before bed",
          "Same wake-up time",
          "Daylight before noon",
          "Exercise",
          "No alcohol",
        ],
      }),
      answerField(ids, "How sleep changed my mood", 3),
    ],
  });
}

export const MOOD_TRACKERS = designsOf("mood-tracker", [
  {
    slug: "mood-tracker",
    title: "Monthly Mood Tracker",
    description: "Morning, afternoon and evening moods for every day of the month, with boosters to try.",
    isPremium: true,
    create: createMoodTracker,
  },
  {
    slug: "mood-and-energy-tracker",
    title: "Mood & Energy Tracker",
    description: "Rate mood, energy, focus, calm and sleep from 1 to 5 every day of the month.",
    isPremium: false,
    create: createMoodEnergy,
  },
  {
    slug: "weekly-mood-journal",
    title: "Weekly Mood Journal",
    description: "A week of feelings three times a day, with prompts to look back on the week.",
    isPremium: false,
    create: createWeeklyMood,
  },
  {
    slug: "landscape-mood-tracker",
    title: "Mood Tracker (Landscape)",
    description: "Four moments a day across a wide month, coloured in from a six-feeling legend.",
    isPremium: false,
    create: createWideMood,
  },
  {
    slug: "mood-and-sleep-tracker",
    title: "Mood & Sleep Tracker",
    description: "See how sleep and mood go together: one row each for the month, and better sleep habits.",
    isPremium: true,
    create: createMoodSleep,
  },
  {
    slug: "daily-mood-journal",
    title: "Daily Mood Journal",
    description:
      "One line a day for a month: your mood in a word and what helped, then what the month taught you.",
    isPremium: false,
    create: createMoodJournal,
  },
  {
    slug: "year-in-pixels",
    title: "Year in Pixels",
    description:
      "Twelve months by 31 days: colour one square a day by your mood, from a five-mood legend, and see your year at a glance.",
    isPremium: false,
    create: createYearInPixels,
  },
]);
