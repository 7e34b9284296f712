import { buildCalendar } from "../../model/calendar-settings.ts";
import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  iconField,
  type PresetContext,
  tableBlock,
} from "../preset-builder.ts";
import { createThirtyDayChallenge } from "../presets/thirty-day-challenge.ts";
import { createWaterChallenge } from "./icon-grid-designs.ts";
import { designsOf } from "./library-template.ts";
import { createReadingChallenge } from "./table-designs.ts";

const DECLUTTER = [
  "Junk drawer",
  "Fridge",
  "Spice rack",
  "Under the sink",
  "Bathroom cabinet",
  "Make-up bag",
  "Sock drawer",
  "Shoes",
  "Coats & bags",
  "Bookshelf",
  "Desk",
  "Cables & chargers",
  "Phone photos",
  "Email inbox",
  "Kids' toys",
  "Linen cupboard",
  "Towels",
  "Kitchen gadgets",
  "Mugs & glasses",
  "Food containers",
  "Pantry",
  "Paperwork",
  "Wardrobe: tops",
  "Wardrobe: trousers",
  "Handbag or wallet",
  "Car",
  "Garage shelf",
  "Craft supplies",
  "Bedside table",
  "Celebrate!",
];

const KINDNESS = [
  "Compliment a stranger",
  "Text an old friend",
  "Leave a kind note",
  "Pay for a coffee",
  "Thank a teacher",
  "Donate clothes",
  "Call a grandparent",
  "Write a good review",
  "Let someone go first",
  "Bake for a neighbour",
  "Pick up litter",
  "Share a skill",
  "Listen without phone",
  "Thank a cleaner",
  "Send a postcard",
  "Feed the birds",
  "Praise a colleague",
  "Volunteer an hour",
  "Forgive someone",
  "Smile at everyone",
  "Donate to a food bank",
  "Cook for a friend",
  "Help with chores",
  "Write a thank-you card",
  "Give a real hug",
  "Recommend a friend",
  "Plant something",
  "Check on a neighbour",
  "Say sorry",
  "Be kind to yourself",
];

/** A 30-day challenge: fields, then one cell a day from the start, titled by the day and its task. */
function challengeDocument(
  context: PresetContext,
  design: { title: string; palette: number; font: "Rubik" | "Nunito" | "Montserrat" | "Playfair Display" },
  titles: readonly string[] | undefined,
  around: (ids: ReturnType<typeof createIdSource>) => Checklist["blocks"],
) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "day", 30);
  const calendar = buildCalendar(
    {
      period: "day",
      size: "medium",
      totalItemCount: 30,
      itemCountInOneComponent: 6,
      ...(titles ? { titles: titles.map((task, day) => `Day ${day + 1} · ${task}`) } : {}),
    },
    { timeframe, weekStart: context.weekStart, isUndated: false, locale: context.locale },
  );
  const fields = around(ids);
  return buildPresetDocument(ids, context, {
    palette: design.palette,
    fonts: { heading: design.font, body: "Arial" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: design.title, fontFamily: design.font, fontWeight: 700 },
    timeframe,
    calendar,
    // The calendar comes last, so the room left on the page goes to its day boxes.
    blocks: [...fields, { kind: "calendar", id: ids.next("b") }],
  });
}

function createDeclutter(context: PresetContext) {
  return challengeDocument(
    context,
    { title: "30-Day Declutter Challenge", palette: 8, font: "Nunito" },
    DECLUTTER,
    (ids) => [
      answerField(ids, "The room I most want to feel calm in", 1),
      checklistBlock(ids, "Ground rules", "square", [
        "Fifteen minutes a day, no more",
        "Keep, donate, recycle or bin: decide at once",
        "Donations leave the house every Sunday",
      ]),
    ],
  );
}

function createKindness(context: PresetContext) {
  return challengeDocument(
    context,
    { title: "30 Days of Kindness", palette: 6, font: "Playfair Display" },
    KINDNESS,
    (ids) => [
      answerField(ids, "Why I am doing this", 1),
      answerField(ids, "The kindness that meant the most", 1),
    ],
  );
}

function createNoSpend(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 12,
    fonts: { heading: "Montserrat", body: "Arial" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "30-Day No-Spend Challenge", fontFamily: "Montserrat", fontWeight: 700 },
    layout: 2,
    timeframe: createTimeframe(context, "day", 30),
    blocks: [
      answerField(ids, "What I am saving for", 1),
      checklistBlock(ids, "Still allowed", "circle", [
        "Rent and bills",
        "Groceries from the list",
        "Petrol or bus fare",
      ]),
      checklistBlock(ids, "When I want to buy something", "square", [
        "Wait 48 hours",
        "Check what I already have",
        "Write it on the wish list",
      ]),
      answerField(ids, "Money saved and how it felt", 3),
      // The second column: the running total, day by day.
      tableBlock(ids, {
        title: "Day by day",
        columns: ["Saved today", "Running total"],
        rowLabels: "numbers",
        rowCount: 30,
      }),
    ],
  });
}

function create66Days(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 2,
    fonts: { heading: "Rubik", body: "Arial" },
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "66-Day Habit Challenge", fontFamily: "Rubik", fontWeight: 700 },
    headline: "It takes about 66 days for a habit to stick",
    blocks: [
      answerField(ids, "The habit I am building", 1),
      answerField(ids, "Why it matters to me", 2),
      iconField(ids, {
        title: "Tick one circle a day",
        icon: "circle",
        days: 22,
        rows: ["Days 1 to 22", "Days 23 to 44", "Days 45 to 66"],
      }),
      checklistBlock(ids, "My rules", "square", [
        "Never miss twice in a row",
        "Same time, same place every day",
        "Start so small it feels easy",
      ]),
      checklistBlock(ids, "Milestones", "star", [
        "Day 7: the first week is done",
        "Day 21: three weeks in a row",
        "Day 44: two thirds of the way",
        "Day 66: it is part of me now",
      ]),
      answerField(ids, "My reward on day 66", 2),
    ],
  });
}

export const CHALLENGES = designsOf("30-day-challenge", [
  {
    slug: "30-day-challenge",
    title: "30-Day Fitness Challenge",
    description: "Thirty days of squats, push-ups, planks and rest days that ask a little more each week.",
    isPremium: false,
    create: createThirtyDayChallenge,
  },
  {
    slug: "30-day-declutter-challenge",
    title: "30-Day Declutter Challenge",
    description: "One small corner of the home a day, from the junk drawer to the garage.",
    isPremium: false,
    create: createDeclutter,
  },
  {
    slug: "30-days-of-kindness",
    title: "30 Days of Kindness",
    description: "A kind act for every day of the month, and room to write which one mattered most.",
    isPremium: true,
    create: createKindness,
  },
  {
    slug: "30-day-no-spend-challenge",
    title: "30-Day No-Spend Challenge",
    description:
      "Thirty days without buying extras: what you saved each day and the running total, beside your goal and the essentials that stay.",
    isPremium: false,
    create: createNoSpend,
  },
  {
    slug: "66-day-habit-challenge",
    title: "66-Day Habit Challenge",
    description: "Sixty-six circles for one habit that lasts, with your reason, your rules and a reward.",
    isPremium: false,
    create: create66Days,
  },
  {
    slug: "30-day-reading-challenge",
    title: "30-Day Reading Challenge",
    description:
      "Thirty numbered days to log what you read, how many pages and how many minutes, under a goal.",
    isPremium: false,
    create: createReadingChallenge,
  },
  {
    slug: "30-day-water-and-move-challenge",
    title: "30-Day Water & Move Challenge",
    description:
      "Five daily goals by 30 days: write each target in, tick each day you reach it, and name your reward.",
    isPremium: false,
    create: createWaterChallenge,
  },
]);
