import type { Checklist } from "../schema/checklist-schema.ts";
import { type PresetContext, type PresetOptions, resolvePresetContext } from "./preset-builder.ts";
import { createCuteChecklist } from "./presets/cute-checklist.ts";
import { createDailyChecklist } from "./presets/daily-checklist.ts";
import { createGratitudeJournal } from "./presets/gratitude-journal.ts";
import { createHabitTracker } from "./presets/habit-tracker.ts";
import { createMonthlyCalendar } from "./presets/monthly-calendar.ts";
import { createMoodTracker } from "./presets/mood-tracker.ts";
import { createSelfCareChecklist } from "./presets/self-care-checklist.ts";
import { createThirtyDayChallenge } from "./presets/thirty-day-challenge.ts";
import { createWeeklyToDoList } from "./presets/weekly-to-do-list.ts";
import type { TemplateType } from "./template-types.ts";

const PRESETS: Readonly<Record<TemplateType, (context: PresetContext) => Checklist>> = {
  "30-day-challenge": createThirtyDayChallenge,
  "cute-checklist": createCuteChecklist,
  "daily-checklist": createDailyChecklist,
  "gratitude-journal": createGratitudeJournal,
  "habit-tracker": createHabitTracker,
  "monthly-calendar": createMonthlyCalendar,
  "mood-tracker": createMoodTracker,
  "self-care-checklist": createSelfCareChecklist,
  "weekly-to-do-list": createWeeklyToDoList,
};

/**
 * The starting document of a template type, dated from `options.start` (today when left out; pass
 * a date for deterministic output). Throws a RangeError for an invalid start date.
 */
export function createPreset(type: TemplateType, options: PresetOptions = {}): Checklist {
  return PRESETS[type](resolvePresetContext(options));
}
