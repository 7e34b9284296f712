import {
  buildPresetDocument,
  createIdSource,
  createTimeframe,
  iconField,
  type PresetContext,
  printedList,
  writingField,
} from "../preset-builder.ts";
import { dayLists } from "./day-lists.ts";

/** A landscape week at a glance: three priorities across the top, seven day columns, notes below. */
function createWeekAtAGlance(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "week", 1);
  return buildPresetDocument(ids, context, {
    palette: 2,
    fonts: { heading: "Montserrat", body: "Arial" },
    orientation: "landscape",
    layout: 6,
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Week at a Glance", fontFamily: "Montserrat", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe,
    blocks: [
      printedList(ids, "Top priorities", "number", ["", "", ""]),
      ...dayLists(ids, context, timeframe.start, [
        ["Team planning", "Gym"],
        ["Dentist 9:30", "Pay rent"],
        ["Report draft", "Call Mum"],
        ["Book flights", "Yoga"],
        ["Send invoices", "Drinks"],
        ["Farmers' market", "Clean"],
        ["Long walk", "Meal prep"],
      ]),
      writingField(ids, "Notes", 3),
    ],
  });
}

/** A week of habits and appointments: a habit strip over the days (four over three in portrait). */
function createHabitsAndAppointments(context: PresetContext) {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "week", 1);
  return buildPresetDocument(ids, context, {
    palette: 8,
    fonts: { heading: "Nunito", body: "Nunito" },
    layout: 6,
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Weekly Plan: Habits & Appointments", fontFamily: "Nunito", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Habits",
        icon: "circle",
        days: 7,
        rows: ["Drink 8 glasses of water", "Move for 30 minutes", "Read 20 pages"],
      }),
      ...dayLists(
        ids,
        context,
        timeframe.start,
        [
          ["8:30 School run", "12:00 Lunch with Sam"],
          ["10:00 Physio", "Return parcel"],
          ["9:00 Team meeting", "18:00 Swim class"],
          ["14:00 Dentist", "Water the plants"],
          ["11:00 Haircut", "19:30 Cinema"],
          ["Football at 10", "Grocery shop"],
          ["Lunch at Gran's", "Plan next week"],
        ],
        "circle",
      ),
      writingField(ids, "Appointments and reminders for next week", 3),
    ],
  });
}

export const WEEK_ACROSS_WEEKLIES = [
  {
    slug: "week-at-a-glance",
    title: "Week at a Glance",
    description:
      "The whole week across a landscape page: three priorities on top, a dated column for each day, notes below.",
    isPremium: false,
    create: createWeekAtAGlance,
  },
  {
    slug: "weekly-habits-and-appointments",
    title: "Weekly Plan with Habits and Appointments",
    description:
      "A habit strip to tick for every day, then the days side by side (four over three) for appointments and tasks, and next week's reminders.",
    isPremium: true,
    create: createHabitsAndAppointments,
  },
];
