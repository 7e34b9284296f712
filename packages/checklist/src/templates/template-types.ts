/** The nine template types, each with a landing page in the app (docs/PRODUCT.md, Template landing pages). */
export const TEMPLATE_TYPE_SLUGS = [
  "30-day-challenge",
  "cute-checklist",
  "daily-checklist",
  "gratitude-journal",
  "habit-tracker",
  "monthly-calendar",
  "mood-tracker",
  "self-care-checklist",
  "weekly-to-do-list",
] as const;

export type TemplateType = (typeof TEMPLATE_TYPE_SLUGS)[number];

export type TemplateTypeInfo = {
  readonly slug: TemplateType;
  readonly title: string;
  readonly description: string;
};

function info(slug: TemplateType, title: string, description: string): TemplateTypeInfo {
  return { slug, title, description };
}

export const TEMPLATE_TYPES: readonly TemplateTypeInfo[] = [
  info("30-day-challenge", "30-Day Challenge", "Thirty numbered days to tick off, one small step at a time."),
  info("cute-checklist", "Cute Checklist", "A sweet, colourful checklist with hearts and stars to tick."),
  info(
    "daily-checklist",
    "Daily Checklist",
    "Your day in morning, work and evening tasks, dated and printable.",
  ),
  info(
    "gratitude-journal",
    "Gratitude Journal",
    "Daily prompts with writing lines to notice the good things.",
  ),
  info("habit-tracker", "Habit Tracker", "Track your habits across every day of the month at a glance."),
  info("monthly-calendar", "Monthly Calendar", "A printable month view with goals and notes."),
  info("mood-tracker", "Mood Tracker", "Colour in how you feel each day and spot the patterns."),
  info(
    "self-care-checklist",
    "Self-Care Checklist",
    "A week of small acts of care for mind, body and heart.",
  ),
  info(
    "weekly-to-do-list",
    "Weekly To-Do List",
    "Plan the whole week: priorities, a list for each day, notes.",
  ),
];

export function findTemplateType(slug: string): TemplateTypeInfo | undefined {
  return TEMPLATE_TYPES.find((type) => type.slug === slug);
}
