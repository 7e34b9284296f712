import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  drawingBox,
  type PresetContext,
} from "../preset-builder.ts";

/** Undated: a playful list with heart and star tick boxes in the Blossom palette, and a box to doodle in. */
export function createCuteChecklist(context: PresetContext): Checklist {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 4,
    fonts: { heading: "Rubik", body: "Rubik" },
    header: { style: 5, showTitle: true, showHeadline: true },
    title: { text: "My Cute Checklist", fontFamily: "Rubik", fontWeight: 700 },
    headline: "Little things that make today sweet",
    blocks: [
      checklistBlock(ids, "Today's little joys", "heart", [
        "Make a cosy cup of tea",
        "Water the plants",
        "Text a friend something kind",
        "Take a 15-minute walk outside",
        "Tidy my desk and light a candle",
        "Read a chapter of my book",
        "Try a new recipe for dinner",
        "Write down three things I loved today",
      ]),
      checklistBlock(ids, "Treat yourself", "star", [
        "Bubble bath with a face mask",
        "Dance to my favourite song",
        "Doodle for ten minutes",
        "Buy myself some fresh flowers",
      ]),
      drawingBox(ids, "Notes & doodles", 4),
    ],
  });
}
