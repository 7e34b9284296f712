import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  type PresetContext,
  sectionHeader,
} from "../preset-builder.ts";

/** One day (headline: its date) in morning, work and evening sections; rolls over to the next day. */
export function createDailyChecklist(context: PresetContext): Checklist {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 2,
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Daily Checklist", fontFamily: "Arial", fontWeight: 700 },
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      sectionHeader(ids, "Morning"),
      checklistBlock(ids, "", "square", [
        "Make the bed",
        "Drink a glass of water",
        "Stretch for ten minutes",
        "Eat a healthy breakfast",
        "Pick today's top three priorities",
      ]),
      sectionHeader(ids, "Work"),
      checklistBlock(ids, "", "square", [
        "Answer important emails",
        { text: "Prepare for the 2 pm meeting", children: ["Print the agenda", "Bring the project notes"] },
        "Two hours of focused work on the main task",
        "Plan tomorrow before logging off",
      ]),
      sectionHeader(ids, "Evening"),
      checklistBlock(ids, "", "square", [
        "Go for a 20-minute walk",
        "Cook dinner",
        "Tidy the kitchen",
        "No screens after 10 pm",
      ]),
      answerField(ids, "Notes", 3),
    ],
  });
}
