import {
  answerField,
  buildPresetDocument,
  checklistBlock,
  createIdSource,
  createTimeframe,
  type PresetContext,
  tableBlock,
} from "../preset-builder.ts";

// Library designs built around a table block: schedules by the hour, day-by-day logs and running totals.

/** An hour-by-hour day, 6 am to 9 pm, under the three things that matter most. */
export function createHourByHour(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 3,
    fonts: { heading: "Lora", body: "Arial" },
    header: { style: 1, showTitle: true, showHeadline: true },
    title: { text: "Hour by Hour", fontFamily: "Lora", fontWeight: 700 },
    itemOptions: { css: { fontSize: "small", fontWeight: 400 }, maxlength: 50 },
    timeframe: createTimeframe(context, "day", 1),
    blocks: [
      checklistBlock(ids, "Priorities", "star", ["", "", ""]),
      tableBlock(ids, {
        title: "Schedule",
        columns: ["Plan", "Notes"],
        rowLabels: "times",
        rowCount: 16,
        clock: { firstHour: 6, minutesPerRow: 60 },
      }),
      answerField(ids, "Tomorrow's first task", 1),
    ],
  });
}

/** Thirty numbered days of reading: the book, the pages and the minutes, under a goal. */
export function createReadingChallenge(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 4,
    fonts: { heading: "Playfair Display", body: "Arial" },
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "30-Day Reading Challenge", fontFamily: "Playfair Display", fontWeight: 700 },
    timeframe: createTimeframe(context, "day", 30),
    blocks: [
      tableBlock(ids, {
        title: "Every day, a few pages",
        columns: ["What I read", "Pages", "Minutes"],
        rowLabels: "numbers",
        rowCount: 30,
      }),
      answerField(ids, "My goal for the month", 1),
    ],
  });
}

/** A month down the page: each numbered day's morning, afternoon and evening. */
export function createVerticalMonth(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 7,
    fonts: { heading: "Montserrat", body: "Arial" },
    header: { style: 2, showTitle: true, showHeadline: true },
    title: { text: "Month at a Glance", fontFamily: "Montserrat", fontWeight: 700 },
    timeframe: createTimeframe(context, "month", 1),
    blocks: [
      tableBlock(ids, {
        title: "",
        columns: ["Morning", "Afternoon", "Evening"],
        rowLabels: "numbers",
        rowCount: 31,
      }),
      answerField(ids, "This month's focus", 1),
    ],
  });
}

/** A mood journal of the month: each day's mood in a word and what helped. */
export function createMoodJournal(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 3,
    fonts: { heading: "Nunito", body: "Nunito" },
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "Mood Journal", fontFamily: "Nunito", fontWeight: 700 },
    timeframe: createTimeframe(context, "month", 1),
    blocks: [
      tableBlock(ids, {
        title: "How today felt",
        columns: ["Mood", "What helped"],
        rowLabels: "numbers",
        rowCount: 31,
      }),
      answerField(ids, "What the month taught me", 1),
    ],
  });
}

/** Thirty numbered days of one kind thing for myself, and how it felt. */
export function createSelfCareLog(context: PresetContext) {
  const ids = createIdSource();
  return buildPresetDocument(ids, context, {
    palette: 2,
    fonts: { heading: "Nunito", body: "Nunito" },
    header: { style: 4, showTitle: true, showHeadline: true },
    title: { text: "30 Days of Self-Care", fontFamily: "Nunito", fontWeight: 700 },
    timeframe: createTimeframe(context, "day", 30),
    blocks: [
      tableBlock(ids, {
        title: "One kind thing a day",
        columns: ["What I did for me", "How I felt after"],
        rowLabels: "numbers",
        rowCount: 30,
      }),
      answerField(ids, "What I want to keep doing", 2),
    ],
  });
}
