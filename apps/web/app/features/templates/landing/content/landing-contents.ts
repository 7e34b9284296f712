import type { TemplateType } from "@listful/checklist";
import type { LandingContent } from "../landing-content.ts";
import { CUTE_CHECKLIST } from "./cute-checklist.ts";
import { DAILY_CHECKLIST } from "./daily-checklist.ts";
import { GRATITUDE_JOURNAL } from "./gratitude-journal.ts";
import { HABIT_TRACKER } from "./habit-tracker.ts";
import { MONTHLY_CALENDAR } from "./monthly-calendar.ts";
import { MOOD_TRACKER } from "./mood-tracker.ts";
import { SELF_CARE_CHECKLIST } from "./self-care-checklist.ts";
import { THIRTY_DAY_CHALLENGE } from "./thirty-day-challenge.ts";
import { WEEKLY_TO_DO_LIST } from "./weekly-to-do-list.ts";

/** Each template type's landing page content. */
export const LANDING_CONTENT: Readonly<Record<TemplateType, LandingContent>> = {
  "30-day-challenge": THIRTY_DAY_CHALLENGE,
  "cute-checklist": CUTE_CHECKLIST,
  "daily-checklist": DAILY_CHECKLIST,
  "gratitude-journal": GRATITUDE_JOURNAL,
  "habit-tracker": HABIT_TRACKER,
  "monthly-calendar": MONTHLY_CALENDAR,
  "mood-tracker": MOOD_TRACKER,
  "self-care-checklist": SELF_CARE_CHECKLIST,
  "weekly-to-do-list": WEEKLY_TO_DO_LIST,
};
