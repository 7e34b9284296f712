import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  type PresetContext,
  printedList,
  sectionHeader,
  tableBlock,
  writingField,
} from "../preset-builder.ts";
import { createDailyChecklist } from "../presets/daily-checklist.ts";
import { designsOf } from "./library-template.ts";
import { createHourByHour } from "./table-designs.ts";

function createMorningRoutine(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 5,
    fonts: { heading: "Rubik", body: "Rubik" },
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "Morning Routine", fontFamily: "Rubik", fontWeight: 700 },
    itemOptions: { css: { fontSize: "large", fontWeight: 400 }, maxlength: 60 },
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      checklistBlock(ids, "Rise", "circle", [
        "Up at the first alarm",
        "A big glass of water",
        "Open the curtains, let the light in",
        "Make the bed",
      ]),
      checklistBlock(ids, "Move", "circle", ["Ten minutes of stretching", "A short walk or yoga"]),
      checklistBlock(ids, "Fuel", "circle", ["Protein at breakfast", "Pack lunch and a snack"]),
      printedList(ids, "Today's top three", "number", ["", "", ""]),
    ],
  });
}

function createDayPlanner(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 1,
    fonts: { heading: "Montserrat", body: "Arial" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Daily Planner", fontFamily: "Montserrat", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    layout: 2,
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      checklistBlock(ids, "Top priorities", "star", ["", "", ""]),
      checklistBlock(ids, "To do", "square", ["", "", ""]),
      writingField(ids, "Meals and notes", 3),
      // Beside the lists, in the second column: the day by the half-hour.
      tableBlock(ids, {
        title: "Schedule",
        columns: ["Plan"],
        rowLabels: "times",
        rowCount: 30,
        clock: { firstHour: 7, minutesPerRow: 30 },
      }),
    ],
  });
}

function createWorkFromHome(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 12,
    fonts: { heading: "Montserrat", body: "Arial" },
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Work-from-Home Day", fontFamily: "Montserrat", fontWeight: 700 },
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      sectionHeader(ids, "Start the day"),
      checklistBlock(ids, "", "square", [
        "Get dressed as if going out",
        "Check the calendar and messages",
        "Choose the one task that matters most",
      ]),
      sectionHeader(ids, "Deep work"),
      checklistBlock(ids, "", "square", [
        { text: "Focus block one (90 minutes)", children: ["Notifications off", "Door closed"] },
        "Lunch away from the desk",
        "Focus block two (60 minutes)",
      ]),
      sectionHeader(ids, "Wrap up"),
      checklistBlock(ids, "", "square", [
        "Write tomorrow's first task",
        "Tidy the desk",
        "Laptop closed by 6 pm",
      ]),
      answerField(ids, "Done today", 2),
    ],
  });
}

function createCleaning(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 8,
    fonts: { heading: "Nunito", body: "Nunito" },
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Daily Cleaning Checklist", fontFamily: "Nunito", fontWeight: 700 },
    headline: "Twenty minutes a day keeps the weekend free",
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    blocks: [
      checklistBlock(ids, "Kitchen", "square", [
        "Load or empty the dishwasher",
        "Wipe the counters and hob",
        "Sweep the floor",
        "Take out the rubbish",
      ]),
      checklistBlock(ids, "Bathroom", "square", [
        "Wipe the sink and mirror",
        "Swish the toilet",
        "Hang up towels",
      ]),
      checklistBlock(ids, "Living areas", "square", [
        "Ten-minute tidy",
        "Plump the cushions",
        "Clear the coffee table",
      ]),
      checklistBlock(ids, "Laundry", "square", ["Run one load", "Fold and put away"]),
      checklistBlock(ids, "Before bed", "square", ["Clear the sink", "Set out tomorrow's things"]),
      writingField(ids, "This week's deep-clean job", 2),
    ],
  });
}

/** Errands, calls and to-dos side by side, so a busy day reads at a glance. */
function createBusyDay(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 6,
    fonts: { heading: "Montserrat", body: "Arial" },
    layout: 2,
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Busy Day Checklist", fontFamily: "Montserrat", fontWeight: 700 },
    itemOptions: { css: { fontSize: "medium", fontWeight: 400 }, maxlength: 40 },
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      checklistBlock(ids, "Must do today", "star", ["", "", ""]),
      checklistBlock(ids, "To do", "square", ["Reply to the school e-mail", "Book the dentist", "", ""]),
      checklistBlock(ids, "Calls and messages", "circle", [
        "Call the plumber",
        "Text Sam about Saturday",
        "",
      ]),
      checklistBlock(ids, "Errands", "square", ["Post office", "Pick up the dry cleaning", "Groceries", ""]),
      printedList(ids, "Shopping", "dash", ["Milk", "Bread", "Fruit", ""]),
      writingField(ids, "Notes", 3),
    ],
  });
}

export const DAILY_CHECKLISTS = designsOf("daily-checklist", [
  {
    slug: "daily-checklist",
    title: "Daily Checklist",
    description: "Your day in morning, work and evening tasks, dated, with notes.",
    isPremium: false,
    create: createDailyChecklist,
  },
  {
    slug: "morning-routine-checklist",
    title: "Morning Routine Checklist",
    description: "Rise, move and fuel in big, easy rows, and today's top three.",
    isPremium: false,
    create: createMorningRoutine,
  },
  {
    slug: "daily-planner",
    title: "Daily Planner with Schedule",
    description: "A half-hour schedule from 7 am to 9:30 pm beside priorities, to-dos, meals and notes.",
    isPremium: true,
    create: createDayPlanner,
  },
  {
    slug: "work-from-home-checklist",
    title: "Work-from-Home Day",
    description: "Start, focus and stop on time: a day at home that still ends at six.",
    isPremium: false,
    create: createWorkFromHome,
  },
  {
    slug: "daily-cleaning-checklist",
    title: "Daily Cleaning Checklist",
    description: "Kitchen, bathroom, living areas and laundry in twenty minutes a day.",
    isPremium: false,
    create: createCleaning,
  },
  {
    slug: "hour-by-hour-day-planner",
    title: "Hour by Hour Day Planner",
    description:
      "Three starred priorities over a schedule from 6 am to 9 pm, with a plan and a note for every hour.",
    isPremium: false,
    create: createHourByHour,
  },
  {
    slug: "busy-day-checklist",
    title: "Busy Day Checklist",
    description:
      "Must-dos, to-dos, calls, errands and shopping in two columns, so a full day reads at a glance.",
    isPremium: false,
    create: createBusyDay,
  },
]);
