import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  drawingBox,
  iconField,
  type PresetContext,
  writingField,
} from "../preset-builder.ts";
import { createCuteChecklist } from "../presets/cute-checklist.ts";
import { createStarChart } from "./icon-grid-designs.ts";
import { designsOf } from "./library-template.ts";

function createChoreChart(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 9,
    fonts: { heading: "Patrick Hand", body: "Patrick Hand" },
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "My Chore Chart", fontFamily: "Patrick Hand", fontWeight: 400 },
    itemOptions: { css: { fontSize: "large", fontWeight: 400 }, maxlength: 60 },
    timeframe: createTimeframe(context, "week", 1),
    background: 5,
    blocks: [
      iconField(ids, {
        title: "Colour a star when it's done",
        icon: "star",
        days: 7,
        // Blank rows last, for chores of their own.
        rows: [
          "Make my bed",
          "Brush my teeth, morning & night",
          "Put my toys away",
          "Help set the table",
          "Feed the pet",
          "Put my clothes in the basket",
          "",
          "",
        ],
      }),
      writingField(ids, "What I did to earn my stars", 3),
      drawingBox(ids, "Draw your reward for 15 stars", 4),
    ],
  });
}

function createPackingList(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 8,
    fonts: { heading: "Amatic SC", body: "Nunito" },
    layout: 2,
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Holiday Packing List", fontFamily: "Amatic SC", fontWeight: 700 },
    headline: "Ready, set, holiday!",
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    blocks: [
      checklistBlock(ids, "Clothes", "heart", [
        "T-shirts",
        "Shorts & a skirt",
        "Swimsuit",
        "Pyjamas",
        "Underwear & socks",
        "Light jumper",
        "Sandals",
        "Sun hat",
        "Sunglasses",
      ]),
      checklistBlock(ids, "Toiletries", "heart", [
        "Toothbrush & paste",
        "Sun cream",
        "Shampoo",
        "Hairbrush",
        "Deodorant",
        "Plasters",
        "After-sun",
      ]),
      checklistBlock(ids, "Tech", "star", ["Phone charger", "Headphones", "Travel adapter", "E-reader"]),
      checklistBlock(ids, "Documents", "star", ["Passport", "Tickets", "Insurance card", "Some cash"]),
      checklistBlock(ids, "Fun stuff", "heart", ["A good book", "Playing cards", "Snacks for the trip"]),
      writingField(ids, "Don't forget", 3),
    ],
  });
}

function createBucketList(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 5,
    fonts: { heading: "Caveat", body: "Nunito" },
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Summer Bucket List", fontFamily: "Caveat", fontWeight: 700 },
    headline: "Sunny days, big plans",
    background: 7,
    blocks: [
      checklistBlock(ids, "This summer I will", "star", [
        "Have a picnic in the park",
        "Watch a sunrise",
        "Swim in the sea or a lake",
        "Eat ice cream on the beach",
        "Go stargazing",
        "Make homemade lemonade",
        "Have a movie night outside",
        "Visit a new town",
        "Ride a bike somewhere new",
        "Camp in the garden",
        "Pick strawberries",
        "Build a sandcastle",
        "Read three books",
        "Try a new sport",
      ]),
      drawingBox(ids, "Draw or stick in my best summer memory", 5),
    ],
  });
}

function createStudyChecklist(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 6,
    fonts: { heading: "Patrick Hand", body: "Nunito" },
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Study Buddy Checklist", fontFamily: "Patrick Hand", fontWeight: 400 },
    headline: "Small steps, big grades",
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      checklistBlock(ids, "Before I start", "heart", [
        "Clear my desk",
        "Water bottle & a snack",
        "Phone in another room",
        "Pick one subject",
      ]),
      checklistBlock(ids, "While I study", "star", [
        "25 minutes of focus, 5 minutes of rest",
        "Make flashcards of new words",
        "Explain it out loud as if to a friend",
        "Try three practice questions",
      ]),
      checklistBlock(ids, "When I'm done", "heart", [
        "Pack my bag for tomorrow",
        "Tick off today's homework",
        "Reward myself with something fun",
      ]),
      answerField(ids, "Today I learned", 3),
    ],
  });
}

/** A child's day: hearts for the morning, stars for after school, and a big box to draw the best of it. */
function createDayInPictures(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 8,
    fonts: { heading: "Amatic SC", body: "Nunito" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "My Day in Pictures", fontFamily: "Amatic SC", fontWeight: 700 },
    headline: "Tick it, then draw it!",
    itemOptions: { css: { fontSize: "large", fontWeight: 400 }, maxlength: 60 },
    blocks: [
      checklistBlock(ids, "This morning", "heart", ["Get dressed", "Eat breakfast", "Brush my teeth"]),
      checklistBlock(ids, "After school", "star", ["Read a story", "Play outside", "Tidy my room"]),
      drawingBox(ids, "Draw the best part of my day", 12),
    ],
  });
}

export const CUTE_CHECKLISTS = designsOf("cute-checklist", [
  {
    slug: "cute-checklist",
    title: "Little Joys Checklist",
    description: "Hearts and stars to tick for the small things that make a day sweet.",
    isPremium: true,
    create: createCuteChecklist,
  },
  {
    slug: "kids-chore-chart",
    title: "Kids' Chore Chart",
    description: "Three simple chores, a star for every day of the week and a reward to draw.",
    isPremium: false,
    create: createChoreChart,
  },
  {
    slug: "cute-packing-list",
    title: "Holiday Packing List",
    description: "Clothes, toiletries, tech and documents in two columns of hearts and stars.",
    isPremium: false,
    create: createPackingList,
  },
  {
    slug: "summer-bucket-list",
    title: "Summer Bucket List",
    description: "Fourteen sunny plans to tick off on a confetti page, and the best memory to keep.",
    isPremium: true,
    create: createBucketList,
  },
  {
    slug: "study-buddy-checklist",
    title: "Study Buddy Checklist",
    description: "A friendly study routine: before, during and after, for pupils and students.",
    isPremium: false,
    create: createStudyChecklist,
  },
  {
    slug: "my-day-in-pictures",
    title: "My Day in Pictures",
    description:
      "Hearts and stars for a child's morning and afternoon, and a big framed box to draw the best part.",
    isPremium: false,
    create: createDayInPictures,
  },
  {
    slug: "kids-star-chart",
    title: "Kids' Star Chart",
    description:
      "A week of jobs for a child with a big star to colour for each one, a goal for the week and the stars counted.",
    isPremium: false,
    create: createStarChart,
  },
]);
