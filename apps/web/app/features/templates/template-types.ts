/**
 * The nine template types and their landing pages. `@listful/checklist` will own this list once it exports
 * it; until then the web app keeps the names and pictures here.
 */
export type TemplateType = {
  slug: string;
  title: string;
  blurb: string;
};

export const TEMPLATE_TYPES: readonly TemplateType[] = [
  {
    slug: "30-day-challenge",
    title: "30-day challenge",
    blurb: "Thirty boxes, one goal. Watch the streak grow.",
  },
  { slug: "cute-checklist", title: "Cute checklist", blurb: "Playful lists with doodles and soft colours." },
  { slug: "daily-checklist", title: "Daily checklist", blurb: "A calm plan for today, one tick at a time." },
  {
    slug: "gratitude-journal",
    title: "Gratitude journal",
    blurb: "Three good things a day, written down.",
  },
  { slug: "habit-tracker", title: "Habit tracker", blurb: "A month of habits on a single page." },
  { slug: "monthly-calendar", title: "Monthly calendar", blurb: "Plan the month at a glance, print it." },
  { slug: "mood-tracker", title: "Mood tracker", blurb: "Colour in each day and spot the patterns." },
  {
    slug: "self-care-checklist",
    title: "Self-care checklist",
    blurb: "Gentle reminders to rest, move and recharge.",
  },
  {
    slug: "weekly-to-do-list",
    title: "Weekly to-do list",
    blurb: "Seven columns for a week that stays on track.",
  },
];

export function templateLandingPath(type: TemplateType): string {
  return `/${type.slug}-template`;
}

export function templateImagePath(type: TemplateType): string {
  return `/images/templates/${type.slug}.svg`;
}
