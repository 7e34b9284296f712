import { countTimeframeDays } from "../../calendar/timeframe.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  iconField,
  type PresetContext,
  printedList,
} from "../preset-builder.ts";
import { createHabitTracker } from "../presets/habit-tracker.ts";
import { createGoalTracker, createYearOfOneHabit } from "./icon-grid-designs.ts";
import { designsOf } from "./library-template.ts";

function createTermTracker(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 2,
    fonts: { heading: "Montserrat", body: "Arial" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "School Term Habit Tracker", fontFamily: "Montserrat", fontWeight: 700 },
    headline: "Tick each week of term you kept the habit",
    blocks: [
      iconField(ids, {
        title: "Weeks of term",
        icon: "square",
        days: 14,
        rows: [
          "Homework done the same day",
          "Revise for 20 minutes a day",
          "Pack my bag the night before",
          "Read for fun three times",
          "Sports or club practice",
          "Lights out by 10 pm",
          "Screen-free hour before bed",
          "Review my notes on Friday",
          "Ask one question in class",
          "Tidy my desk on Sunday",
        ],
      }),
      printedList(ids, "Dates to remember", "dash", ["", "", ""]),
      checklistBlock(ids, "Goals for this term", "square", [
        "Hand in every assignment on time",
        "Raise my maths grade by one level",
        "Join a new club",
      ]),
      answerField(ids, "What I am proudest of this term", 3),
    ],
  });
}

function createFitnessTracker(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 5,
    fonts: { heading: "Montserrat", body: "Arial" },
    orientation: "landscape",
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Fitness Habit Tracker", fontFamily: "Montserrat", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Training",
        icon: "circle",
        days: countTimeframeDays(timeframe),
        rows: [
          "Strength workout",
          "30 minutes of cardio",
          "10,000 steps",
          "Stretch or mobility",
          "Protein with every meal",
          "Two litres of water",
          "Eight hours of sleep",
          "No alcohol",
        ],
      }),
      answerField(ids, "Targets and personal bests this month", 3),
    ],
  });
}

function createReadingTracker(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 11,
    fonts: { heading: "Lora", body: "Lora" },
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Reading Habit Tracker", fontFamily: "Lora", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Reading habits",
        icon: "heart",
        days: countTimeframeDays(timeframe),
        rows: [
          "Read 20 pages",
          "Read before bed",
          "No phone while reading",
          "Note a favourite line",
          "Listen to an audiobook",
          "Talk about a book",
        ],
      }),
      printedList(ids, "Books to read this month", "number", ["", "", "", ""]),
      answerField(ids, "Favourite quote of the month", 2),
    ],
  });
}

function createWideTracker(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 6,
    fonts: { heading: "Nunito", body: "Nunito" },
    orientation: "landscape",
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "Habit Tracker", fontFamily: "Nunito", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Every day this month",
        icon: "circle",
        days: countTimeframeDays(timeframe),
        rows: [
          "Wake up by 7 am",
          "Make my bed",
          "Drink water before coffee",
          "Move for 30 minutes",
          "Cook at home",
          "Learn something new",
          "Tidy for 10 minutes",
          "No spending on snacks",
          "Gratitude note",
          "In bed by 11 pm",
        ],
      }),
      answerField(ids, "Notes for next month", 3),
    ],
  });
}

export const HABIT_TRACKERS = designsOf("habit-tracker", [
  {
    slug: "habit-tracker",
    title: "Monthly Habit Tracker",
    description: "Twelve everyday habits by every day of the month, with goals and a reflection.",
    isPremium: false,
    create: createHabitTracker,
  },
  {
    slug: "school-term-habit-tracker",
    title: "School Term Habit Tracker",
    description: "Study habits week by week through a fourteen-week term, with term goals.",
    isPremium: false,
    create: createTermTracker,
  },
  {
    slug: "fitness-habit-tracker",
    title: "Fitness Habit Tracker",
    description: "A landscape month of training, steps, water and sleep, with room for personal bests.",
    isPremium: false,
    create: createFitnessTracker,
  },
  {
    slug: "reading-habit-tracker",
    title: "Reading Habit Tracker",
    description:
      "Read every day: reading habits by day, a list of books for the month and a favourite quote.",
    isPremium: true,
    create: createReadingTracker,
  },
  {
    slug: "landscape-habit-tracker",
    title: "Landscape Habit Tracker",
    description: "Ten habits across the whole month on a wide page, big circles to colour in.",
    isPremium: false,
    create: createWideTracker,
  },
  {
    slug: "habit-goals-and-totals",
    title: "Habit Goals & Totals",
    description:
      "Eight habits by every day of the month, each with a goal column to write your target in and the month's total at the end.",
    isPremium: false,
    create: createGoalTracker,
  },
  {
    slug: "year-of-one-habit",
    title: "Year of One Habit",
    description:
      "One habit for a whole year: a row for each month, a square for each day to colour done, partly or missed.",
    isPremium: true,
    create: createYearOfOneHabit,
  },
]);
