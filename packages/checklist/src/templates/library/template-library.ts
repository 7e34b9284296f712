import { CHALLENGES } from "./challenges.ts";
import { CUTE_CHECKLISTS } from "./cute-checklists.ts";
import { DAILY_CHECKLISTS } from "./daily-checklists.ts";
import { GRATITUDE_JOURNALS } from "./gratitude-journals.ts";
import { HABIT_TRACKERS } from "./habit-trackers.ts";
import type { LibraryTemplate } from "./library-template.ts";
import { MONTHLY_CALENDARS } from "./monthly-calendars.ts";
import { MOOD_TRACKERS } from "./mood-trackers.ts";
import { SELF_CARE_CHECKLISTS } from "./self-care-checklists.ts";
import { WEEKLY_TO_DO_LISTS } from "./weekly-to-do-lists.ts";

const BY_TYPE = [
  DAILY_CHECKLISTS,
  HABIT_TRACKERS,
  WEEKLY_TO_DO_LISTS,
  MONTHLY_CALENDARS,
  GRATITUDE_JOURNALS,
  CHALLENGES,
  SELF_CARE_CHECKLISTS,
  MOOD_TRACKERS,
  CUTE_CHECKLISTS,
];

/**
 * Every design of the template library, in the gallery's order: first each type's original design (in
 * the order the first catalogue had them, so their ids stay 1 to 9 and template 1 is still the daily
 * checklist), then the other designs, the types taking turns so a page of the gallery shows variety.
 */
export const TEMPLATE_LIBRARY: readonly LibraryTemplate[] = [
  ...BY_TYPE.map((designs) => designs[0]),
  ...Array.from({ length: Math.max(...BY_TYPE.map((designs) => designs.length)) - 1 }, (_, index) =>
    BY_TYPE.map((designs) => designs[index + 1]),
  ).flat(),
].filter((design): design is LibraryTemplate => design !== undefined);
