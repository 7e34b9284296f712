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

// Symbols that the PDF's fonts (DejaVu, Liberation) have, so no emoji font is needed.
const MOODS = [
  { symbol: "★", label: "Great", color: "F2B233" },
  { symbol: "●", label: "Good", color: "7BC47F" },
  { symbol: "◐", label: "Okay", color: "9DB4C0" },
  { symbol: "▼", label: "Low", color: "6C8EBF" },
  { symbol: "!", label: "Stressed", color: "E07A5F" },
] as const;

/** A month of days by morning, afternoon and evening, each cell coloured with a mood from the legend. */
export function createMoodTracker(context: PresetContext): Checklist {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "month", 1);
  return buildPresetDocument(ids, context, {
    palette: 8,
    fonts: { heading: "Rubik", body: "Arial" },
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Mood Tracker", fontFamily: "Rubik", fontWeight: 700 },
    timeframe,
    blocks: [
      iconField(ids, {
        title: "How I felt",
        icon: "circle",
        days: countTimeframeDays(timeframe),
        legend: MOODS,
        rows: ["Morning", "Afternoon", "Evening"],
      }),
      checklistBlock(ids, "Mood boosters to try", "circle", [
        "A walk in daylight",
        "Call a friend",
        "Music while cooking",
        "An early night",
        "Ten minutes of deep breathing",
      ]),
      answerField(ids, "Patterns I noticed this month", 3),
      answerField(ids, "One thing I will do differently next month", 2),
    ],
  });
}
