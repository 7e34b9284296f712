import { addDays, getIsoWeekday } from "../../calendar/iso-date.ts";
import { formatDayTitle } from "../../calendar/names.ts";
import type { Checklist } from "../../schema/checklist-schema.ts";
import {
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  type PresetContext,
  writingField,
} from "../preset-builder.ts";

// Tasks by ISO weekday (Monday first), laid out in the order the week starts.
const TASKS: readonly (readonly string[])[] = [
  ["Plan the week's meals", "Team meeting at 10 am", "Pay the electricity bill"],
  ["Gym after work", "Reply to Sarah's email", "Pick up the dry cleaning"],
  ["Dentist at 4 pm", "Grocery shopping", "Call Mum"],
  ["Finish the project report", "Water the plants", "Yoga class"],
  ["Submit the timesheet", "Clean the kitchen", "Movie night"],
  ["Farmers' market", "Laundry", "Dinner with friends"],
  ["Meal prep for the week", "Long walk in the park", "Plan next week"],
];

/** A week in two columns: priorities, then one list per day, titled by its date, then notes. */
export function createWeeklyToDoList(context: PresetContext): Checklist {
  const ids = createIdSource();
  const timeframe = createTimeframe(context, "week", 1);
  const priorities = checklistBlock(ids, "Top priorities", "star", [
    "Finish the project report",
    "Book the summer holiday",
    "Exercise three times",
  ]);
  const days = Array.from({ length: 7 }, (_, column) => {
    const date = addDays(timeframe.start, column);
    return checklistBlock(
      ids,
      formatDayTitle(date, context.locale),
      "square",
      TASKS[getIsoWeekday(date) - 1] ?? [],
    );
  });
  return buildPresetDocument(ids, context, {
    palette: 9,
    fonts: { heading: "Rubik", body: "Arial" },
    layout: 2,
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Weekly To-Do List", fontFamily: "Rubik", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 40 },
    timeframe,
    blocks: [priorities, ...days, writingField(ids, "Notes", 4)],
  });
}
