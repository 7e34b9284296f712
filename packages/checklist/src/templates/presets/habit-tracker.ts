import { countTimeframeDays } from "../../calendar/timeframe.ts";
import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  iconField,
  type PresetContext,
} from "../preset-builder.ts";

/** A month: one row per habit, one circle per day of the month, plus goals and a reflection. */
export function createHabitTracker(context: PresetContext): Checklist {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 3,
    fonts: { heading: "Rubik", body: "Arial" },
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "Habit Tracker", fontFamily: "Rubik", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "Daily habits",
        icon: "circle",
        days: countTimeframeDays(timeframe),
        rows: [
          "Drink 8 glasses of water",
          "Read 20 pages",
          "Exercise for 30 minutes",
          "Meditate for 10 minutes",
          "In bed by 11 pm",
          "No phone in the first hour",
          "Eat 5 portions of fruit & veg",
          "Walk 10,000 steps",
          "Journal for 5 minutes",
          "Practise a language",
          "Stretch",
          "No sugary drinks",
        ],
      }),
      checklistBlock(ids, "Goals for the month", "circle", [
        "Finish one book",
        "Work out twelve times",
        "Try two new recipes",
      ]),
      answerField(ids, "What helped me most this month?", 3),
    ],
  });
}
