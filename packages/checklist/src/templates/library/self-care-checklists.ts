import { countTimeframeDays } from "../../calendar/timeframe.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  iconField,
  type PresetContext,
  writingField,
} from "../preset-builder.ts";
import { createSelfCareChecklist } from "../presets/self-care-checklist.ts";
import { dayLists } from "./day-lists.ts";
import { designsOf } from "./library-template.ts";
import { createSelfCareLog } from "./table-designs.ts";

function createDailySelfCare(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 4,
    fonts: { heading: "Lora", body: "Lora" },
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Daily Self-Care", fontFamily: "Lora", fontWeight: 700 },
    timeframe: createTimeframe(context, "day", 1),
    background: 9,
    blocks: [
      checklistBlock(ids, "Morning", "heart", [
        "Wake up without the phone",
        "Water and a proper breakfast",
        "Five slow breaths by the window",
      ]),
      checklistBlock(ids, "During the day", "heart", [
        "A real lunch break",
        "Fresh air for fifteen minutes",
        "Say no to one thing",
      ]),
      checklistBlock(ids, "Evening", "heart", [
        "Warm shower or bath",
        "Screens off by 10 pm",
        "Read a few pages in bed",
      ]),
      answerField(ids, "Today I am proud of myself for", 2),
    ],
  });
}

function createSundayReset(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 11,
    fonts: { heading: "Playfair Display", body: "Arial" },
    layout: 2,
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Sunday Reset", fontFamily: "Playfair Display", fontWeight: 700 },
    headline: "Rest, tidy and get ready for a gentle week",
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    blocks: [
      checklistBlock(ids, "Rest", "circle", ["Sleep in", "Slow breakfast", "A walk without a destination"]),
      checklistBlock(ids, "Pamper", "circle", [
        "Face mask",
        "Paint my nails",
        "Fresh bed sheets",
        "Long bath",
      ]),
      checklistBlock(ids, "Reset the home", "circle", [
        "Laundry",
        "Clear the fridge",
        "Empty the bins",
        "Tidy the entrance",
      ]),
      checklistBlock(ids, "Prepare the week", "circle", [
        "Plan meals and shop",
        "Look at the calendar",
        "Lay out Monday's clothes",
      ]),
      answerField(ids, "My intention for the week", 2),
      answerField(ids, "One thing I'm looking forward to", 2),
    ],
  });
}

function createMentalHealth(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 3,
    fonts: { heading: "Nunito", body: "Nunito" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Mental Health Check-In", fontFamily: "Nunito", fontWeight: 700 },
    timeframe: createTimeframe(context, "week", 1),
    blocks: [
      iconField(ids, {
        title: "The basics, every day",
        icon: "circle",
        days: 7,
        rows: [
          "Took my medication",
          "Went outside",
          "Ate three meals",
          "Talked to someone",
          "Moved my body",
          "Slept seven hours",
          "Did one thing I enjoy",
        ],
      }),
      checklistBlock(ids, "When it's a hard day", "circle", [
        "Drink water and eat something",
        "Text one safe person",
        "Go for a ten-minute walk",
        "Be as kind to me as to a friend",
      ]),
      answerField(ids, "How I am really doing this week", 3),
    ],
  });
}

function createMonthlySelfCare(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 10,
    fonts: { heading: "Rubik", body: "Arial" },
    orientation: "landscape",
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Self-Care Tracker", fontFamily: "Rubik", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Small acts of care",
        icon: "heart",
        days: countTimeframeDays(timeframe),
        rows: [
          "Eight glasses of water",
          "Time outdoors",
          "Moved my body",
          "Ate something green",
          "Screen-free hour",
          "Talked to a friend",
          "Did something creative",
          "Early night",
        ],
      }),
      answerField(ids, "What helped me most this month", 3),
    ],
  });
}

/** A self-care week at a glance: one small act a day, each in its own column, across a landscape page. */
function createSelfCareWeek(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "week", 1);
  return buildPresetDocument(ids, context, {
    palette: 7,
    fonts: { heading: "Lora", body: "Lora" },
    orientation: "landscape",
    layout: 6,
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Self-Care Week at a Glance", fontFamily: "Lora", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe,
    blocks: [
      writingField(ids, "This week I will be gentle with myself by", 2),
      ...dayLists(
        ids,
        context,
        timeframe.start,
        [
          ["A slow breakfast"],
          ["Walk at lunchtime"],
          ["Call a friend"],
          ["Early night"],
          ["A long bath"],
          ["Time outdoors"],
          ["Plan a treat"],
        ],
        "heart",
      ),
      writingField(ids, "What felt good this week", 3),
    ],
  });
}

export const SELF_CARE_CHECKLISTS = designsOf("self-care-checklist", [
  {
    slug: "self-care-checklist",
    title: "Weekly Self-Care Checklist",
    description: "A week of small acts of care for mind, body, connection and joy.",
    isPremium: false,
    create: createSelfCareChecklist,
  },
  {
    slug: "daily-self-care-checklist",
    title: "Daily Self-Care",
    description: "Morning, daytime and evening care on a floral page, and one thing to be proud of.",
    isPremium: true,
    create: createDailySelfCare,
  },
  {
    slug: "sunday-reset-checklist",
    title: "Sunday Reset",
    description: "Rest, pamper, tidy and prepare: a calm Sunday that sets up the week.",
    isPremium: false,
    create: createSundayReset,
  },
  {
    slug: "mental-health-check-in",
    title: "Mental Health Check-In",
    description: "The basics tracked day by day for a week, and what to do on a hard day.",
    isPremium: false,
    create: createMentalHealth,
  },
  {
    slug: "monthly-self-care-tracker",
    title: "Self-Care Tracker (Landscape)",
    description: "Eight acts of care across the whole month on a wide page of hearts.",
    isPremium: false,
    create: createMonthlySelfCare,
  },
  {
    slug: "self-care-week-at-a-glance",
    title: "Self-Care Week at a Glance",
    description:
      "One small act of care for each day, the seven days side by side on a landscape page, with an intention and a look back.",
    isPremium: false,
    create: createSelfCareWeek,
  },
  {
    slug: "30-days-of-self-care",
    title: "30 Days of Self-Care",
    description:
      "A numbered month of one kind thing a day for yourself, how it felt, and what to keep doing.",
    isPremium: false,
    create: createSelfCareLog,
  },
]);
