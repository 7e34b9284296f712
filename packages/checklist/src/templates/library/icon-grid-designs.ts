import { countTimeframeDays } from "../../calendar/timeframe.ts";
import type { LegendEntry } from "../../schema/block-schema.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  iconField,
  type PresetContext,
  writingField,
  yearGrid,
} from "../preset-builder.ts";

// Legends in one monochrome set the PDF's fonts have (no colour emoji), on colours of the design's palette.
const MOODS: readonly LegendEntry[] = [
  { symbol: "★", label: "Great", color: "A393CF" },
  { symbol: "●", label: "Good", color: "C5B8E8" },
  { symbol: "◐", label: "Okay", color: "E6E0F5" },
  { symbol: "○", label: "Low", color: "F6D3B8" },
  { symbol: "▼", label: "Hard", color: "E8A0A0" },
];

const DONE_PARTLY_MISSED: readonly LegendEntry[] = [
  { symbol: "●", label: "Done", color: "E0B400" },
  { symbol: "◐", label: "Partly", color: "F5DF85" },
  { symbol: "✕", label: "Missed", color: "D9D9D9" },
];

/** A year grid has no month of its own: the year is written in by hand, February keeps its 29th. */
const YEAR_HEADLINE = "Year: ____________";

/** Habit tracker: a month of habits, each with a target to write in and the month's total after the days. */
export function createGoalTracker(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 7,
    fonts: { heading: "Lora", body: "Arial" },
    orientation: "landscape",
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Habit Goals & Totals", fontFamily: "Lora", fontWeight: 700 },
    timeframe,
    showRowTotals: true,
    blocks: [
      iconField(ids, {
        title: "Habit · goal · every day · total",
        icon: "circle",
        days: countTimeframeDays(timeframe),
        goal: true,
        rows: ["Read", "Walk", "Water", "Stretch", "Journal", "No sugar", "Study", "Sleep"],
      }),
      answerField(ids, "Best streak and what helped", 2),
      writingField(ids, "Next month I will change", 3),
    ],
  });
}

/** Habit tracker: one habit for a whole year, a row a month, each day coloured done, partly or missed. */
export function createYearOfOneHabit(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 9,
    fonts: { heading: "Montserrat", body: "Arial" },
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Year of One Habit", fontFamily: "Montserrat", fontWeight: 700 },
    headline: YEAR_HEADLINE,
    blocks: [
      yearGrid(ids, { title: "Colour in each day", icon: "square", legend: DONE_PARTLY_MISSED }),
      answerField(ids, "My one habit", 1),
      writingField(ids, "How this year changed me", 3),
    ],
  });
}

/** Mood tracker: a year in pixels, one square a day coloured by the day's mood. */
export function createYearInPixels(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 6,
    fonts: { heading: "Playfair Display", body: "Arial" },
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Year in Pixels", fontFamily: "Playfair Display", fontWeight: 700 },
    headline: YEAR_HEADLINE,
    blocks: [
      yearGrid(ids, { title: "Colour each day by its mood", icon: "square", legend: MOODS }),
      writingField(ids, "Best days of the year", 3),
      writingField(ids, "What lifted me when it was hard", 3),
    ],
  });
}

/** 30-day challenge: a few habits by 30 days, each with a goal to write in. */
export function createWaterChallenge(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "day", 30);
  return buildPresetDocument(ids, context, {
    palette: 2,
    fonts: { heading: "Rubik", body: "Arial" },
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "30-Day Water & Move Challenge", fontFamily: "Rubik", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Tick each day you reach your goal",
        icon: "circle",
        days: 30,
        goal: true,
        rows: ["Glasses of water", "Minutes of walking", "Squats", "Hours of sleep", "Fruit and veg"],
      }),
      checklistBlock(ids, "Rules for the 30 days", "square", [
        "Fill a bottle first thing in the morning",
        "Miss a day? Start again the next, not on Monday",
        "Write each goal in before day 1",
      ]),
      answerField(ids, "My reward on day 30", 1),
      writingField(ids, "How I feel after 30 days", 4),
    ],
  });
}

/** Cute checklist: a week of chores for a child, a big star to colour for each one done. */
export function createStarChart(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 12,
    fonts: { heading: "Patrick Hand", body: "Patrick Hand" },
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "My Star Chart", fontFamily: "Patrick Hand", fontWeight: 400 },
    itemOptions: { css: { fontSize: "large", fontWeight: 400 }, maxlength: 60 },
    timeframe: createTimeframe(context, "week", 1),
    showRowTotals: true,
    blocks: [
      iconField(ids, {
        title: "Colour a star for every job done",
        icon: "star",
        days: 7,
        goal: true,
        rows: [
          "Get dressed by myself",
          "Brush my teeth",
          "Tidy my room",
          "Water the plants",
          "Read a story",
          "Help with dinner",
          "Kind words for someone",
        ],
      }),
      answerField(ids, "When I fill my goal I get", 1),
      writingField(ids, "Notes from a grown-up", 3),
    ],
  });
}
