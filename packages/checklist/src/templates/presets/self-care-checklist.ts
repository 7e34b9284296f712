import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  type PresetContext,
} from "../preset-builder.ts";

/** A week of self-care in two columns: mind, body, connection and joy. */
export function createSelfCareChecklist(context: PresetContext): Checklist {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 6,
    fonts: { heading: "Nunito", body: "Nunito" },
    layout: 2,
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "Self-Care Checklist", fontFamily: "Nunito", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe: createTimeframe(context, "week", 1),
    blocks: [
      checklistBlock(ids, "Mind", "circle", [
        "Ten minutes of quiet breathing",
        "Write down worries, then let them go",
        "Read something just for fun",
        "A day without the news",
      ]),
      checklistBlock(ids, "Body", "circle", [
        "Drink water with every meal",
        "Stretch or do yoga for 15 minutes",
        "Go to bed at the same time",
        "Cook a nourishing meal",
      ]),
      checklistBlock(ids, "Connection", "circle", [
        "Call someone I love",
        "Say no to one thing I don't want",
        "Time with a pet or in nature",
      ]),
      checklistBlock(ids, "Joy", "circle", [
        "Listen to a favourite album",
        "Take a long bath or shower",
        "Make something creative",
        "Plan something to look forward to",
      ]),
      answerField(ids, "How am I feeling this week?", 3),
    ],
  });
}
