import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  answerField,
  buildPresetDocument,
  createIdSource,
  createTimeframe,
  type PresetContext,
  printedList,
  writingField,
} from "../preset-builder.ts";

/** One day of prompts, each with writing lines, plus three numbered lines for good things and a notes area. */
export function createGratitudeJournal(context: PresetContext): Checklist {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 7,
    fonts: { heading: "Lora", body: "Lora" },
    layout: 4,
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Gratitude Journal", fontFamily: "Lora", fontWeight: 700 },
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      answerField(ids, "Today I am grateful for…", 3),
      answerField(ids, "Someone who made my day better, and why", 3),
      answerField(ids, "A small moment I want to remember", 3),
      printedList(ids, "Three good things that happened today", "number", ["", "", ""]),
      answerField(ids, "Something I am looking forward to", 2),
      answerField(ids, "Today's affirmation", 1),
      writingField(ids, "Notes", 3),
    ],
  });
}
