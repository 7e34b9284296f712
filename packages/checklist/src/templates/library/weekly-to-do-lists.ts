import {
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  iconField,
  type PresetContext,
  writingField,
} from "../preset-builder.ts";
import { createWeeklyToDoList } from "../presets/weekly-to-do-list.ts";
import { dayLists } from "./day-lists.ts";
import { designsOf } from "./library-template.ts";
import { WEEK_ACROSS_WEEKLIES } from "./weekly-across.ts";

function createSundayWeek(base: PresetContext) {
  const context: PresetContext = { ...base, weekStart: "sunday" };
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "week", 1);
  const habits = iconField(ids, {
    title: "Habits this week",
    icon: "circle",
    days: 7,
    rows: ["Workout", "Read", "Water"],
  });
  const days = dayLists(ids, context, timeframe.start, [
    ["Family brunch", "Meal prep"],
    ["Team stand-up", "Gym"],
    ["Piano lesson", "Pay bills"],
    ["Library books due", "Call the plumber"],
    ["Haircut at 5 pm", "Date night"],
    ["Clean the car", "Pizza night"],
    ["Football match", "Garden centre"],
  ]);
  return buildPresetDocument(ids, context, {
    palette: 3,
    fonts: { heading: "Nunito", body: "Nunito" },
    layout: 2,
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Weekly Planner", fontFamily: "Nunito", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe,
    blocks: [habits, ...days, writingField(ids, "Notes", 3)],
  });
}

function createWideWeek(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "week", 1);
  const priorities = checklistBlock(ids, "This week's priorities", "star", ["", "", ""]);
  const days = dayLists(ids, context, timeframe.start, [
    ["Budget review"],
    ["Book travel"],
    ["Parents' evening"],
    ["Send invoices"],
    ["Friday drinks"],
    ["Market"],
    ["Rest"],
  ]);
  return buildPresetDocument(ids, context, {
    palette: 10,
    fonts: { heading: "Rubik", body: "Arial" },
    orientation: "landscape",
    layout: 2,
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "Weekly To-Do", fontFamily: "Rubik", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe,
    blocks: [priorities, ...days],
  });
}

function createWorkWeek(base: PresetContext) {
  const context: PresetContext = { ...base, weekStart: "monday" };
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "week", 1);
  const days = dayLists(ids, context, timeframe.start, [
    ["Plan the sprint", "1:1 with manager"],
    ["Client call at 11", "Review pull requests"],
    ["Workshop prep", "Expenses"],
    ["Quarterly report draft", "Lunch with the team"],
    ["Demo at 3 pm", "Clear the inbox"],
  ]);
  return buildPresetDocument(ids, context, {
    palette: 1,
    fonts: { heading: "Montserrat", body: "Arial" },
    layout: 2,
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Work Week To-Do List", fontFamily: "Montserrat", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe,
    blocks: [
      checklistBlock(ids, "Priorities", "star", ["Ship the new sign-up page", "Hire the designer", ""]),
      ...days,
      checklistBlock(ids, "Waiting on", "circle", ["Legal sign-off", "Budget approval"]),
      writingField(ids, "Next week", 3),
    ],
  });
}

function createByCategory(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 5,
    fonts: { heading: "Rubik", body: "Arial" },
    layout: 2,
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Weekly To-Do by Area", fontFamily: "Rubik", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe: createTimeframe(context, "week", 1),
    blocks: [
      checklistBlock(ids, "Work", "square", [
        "Finish the slides",
        "Book the review meeting",
        "Update the roadmap",
      ]),
      checklistBlock(ids, "Home", "square", ["Change the bed", "Fix the dripping tap", "Order groceries"]),
      checklistBlock(ids, "Errands", "square", ["Post office", "Pharmacy", "Return the parcel"]),
      checklistBlock(ids, "Money", "square", ["Pay the credit card", "Check subscriptions"]),
      checklistBlock(ids, "People", "heart", ["Birthday card for Tom", "Call Grandma"]),
      checklistBlock(ids, "Me", "heart", ["Two runs", "Finish my book"]),
      writingField(ids, "Ideas for next week", 3),
    ],
  });
}

export const WEEKLY_TO_DO_LISTS = designsOf("weekly-to-do-list", [
  {
    slug: "weekly-to-do-list",
    title: "Weekly To-Do List",
    description: "Top priorities, then a dated list for every day of the week, and notes.",
    isPremium: false,
    create: createWeeklyToDoList,
  },
  {
    slug: "sunday-first-weekly-planner",
    title: "Weekly Planner, Sunday First",
    description: "Seven dated days from Sunday, three habits to tick and notes.",
    isPremium: false,
    create: createSundayWeek,
  },
  {
    slug: "landscape-weekly-to-do-list",
    title: "Weekly To-Do (Landscape)",
    description: "The week across a wide page: priorities first, then a dated box for each day.",
    isPremium: true,
    create: createWideWeek,
  },
  {
    slug: "work-week-to-do-list",
    title: "Work Week To-Do List",
    description: "Monday to Friday, dated, with priorities, what you are waiting on and next week.",
    isPremium: false,
    create: createWorkWeek,
  },
  {
    slug: "weekly-to-do-by-area",
    title: "Weekly To-Do by Area",
    description: "Work, home, errands, money, people and you: one list each for the week.",
    isPremium: false,
    create: createByCategory,
  },
  ...WEEK_ACROSS_WEEKLIES,
]);
