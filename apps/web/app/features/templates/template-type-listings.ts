import { TEMPLATE_TYPES, type TemplateType } from "@listful/checklist";

/** A template type as the site's menus and home page list it: its slug, a menu's title and a line about it. */
export type TemplateTypeListing = {
  slug: TemplateType;
  /** In sentence case, as menus read: "Weekly to-do list". */
  title: string;
  blurb: string;
};

/** One short line for each type, under its picture on the home page. */
const BLURBS: Readonly<Record<TemplateType, string>> = {
  "30-day-challenge": "Thirty boxes, one goal. Watch the streak grow.",
  "cute-checklist": "Playful lists with doodles and soft colours.",
  "daily-checklist": "A calm plan for today, one tick at a time.",
  "gratitude-journal": "Three good things a day, written down.",
  "habit-tracker": "A month of habits on a single page.",
  "monthly-calendar": "Plan the month at a glance, print it.",
  "mood-tracker": "Colour in each day and spot the patterns.",
  "self-care-checklist": "Gentle reminders to rest, move and recharge.",
  "weekly-to-do-list": "Seven columns for a week that stays on track.",
};

function sentenceCase(title: string): string {
  return title.charAt(0) + title.slice(1).toLowerCase();
}

/** The nine types of `@listful/checklist`, in its order. */
export const TEMPLATE_TYPE_LISTINGS: readonly TemplateTypeListing[] = TEMPLATE_TYPES.map((type) => ({
  slug: type.slug,
  title: sentenceCase(type.title),
  blurb: BLURBS[type.slug],
}));
