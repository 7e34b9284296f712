import { buildCalendar } from "../../model/calendar-settings.ts";
import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  type PresetContext,
} from "../preset-builder.ts";

// Six-day cycles of one exercise a day and a rest day; each cycle asks a little more.
const WORKOUTS: readonly ((level: number) => string)[] = [
  (level) => `${20 + 5 * level} squats`,
  (level) => `${10 + 3 * level} push-ups`,
  (level) => `${30 + 15 * level} s plank`,
  (level) => `${12 + 4 * level} lunges`,
  (level) => `${30 + 10 * level} jumping jacks`,
  () => "Rest & stretch",
];

function getWorkoutTitles(): string[] {
  return Array.from({ length: 30 }, (_, day) => {
    const workout = WORKOUTS[day % WORKOUTS.length];
    return `Day ${day + 1} · ${workout ? workout(Math.floor(day / WORKOUTS.length)) : ""}`;
  });
}

/** 30 numbered days from the start date, each a cell to tick with that day's workout. */
export function createThirtyDayChallenge(context: PresetContext): Checklist {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "day", 30);
  const calendar = buildCalendar(
    {
      period: "day",
      size: "medium",
      totalItemCount: 30,
      itemCountInOneComponent: 6,
      titles: getWorkoutTitles(),
    },
    { timeframe, weekStart: context.weekStart, isUndated: false, locale: context.locale },
  );
  return buildPresetDocument(ids, context, {
    palette: 5,
    fonts: { heading: "Rubik", body: "Arial" },
    layout: 3,
    header: { style: 3, showTitle: true, showHeadline: true },
    title: { text: "30-Day Fitness Challenge", fontFamily: "Rubik", fontWeight: 700 },
    timeframe,
    calendar,
    blocks: [
      answerField(ids, "My goal for these 30 days", 2),
      { kind: "calendar", id: ids.next("b") },
      checklistBlock(ids, "Every day", "circle", [
        "Drink two litres of water",
        "Warm up for five minutes first",
        "Stretch after every workout",
        "Sleep at least seven hours",
        "Note how I feel in one line",
      ]),
      answerField(ids, "How I feel after 30 days", 2),
    ],
  });
}
