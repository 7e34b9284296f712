import { imageSrc } from "../../lib/images.ts";
export type BlogPostSummary = { slug: string; title: string; excerpt: string; date: string; image: string };

/** Recent articles, bundled until the blog feed is wired in. */
export const RECENT_POSTS: readonly BlogPostSummary[] = [
  {
    slug: "how-to-build-a-habit-that-sticks",
    title: "How to build a habit that sticks (and track it on paper)",
    excerpt: "Small steps, a visible streak and a tracker on the fridge: a simple plan for a new habit.",
    date: "2026-02-18",
    image: imageSrc("templates/habit-tracker.svg"),
  },
  {
    slug: "plan-your-month-in-twenty-minutes",
    title: "Plan your month in twenty minutes",
    excerpt: "A calm Sunday routine with a monthly calendar, a weekly to-do list and one cup of tea.",
    date: "2026-02-04",
    image: imageSrc("templates/monthly-calendar.svg"),
  },
  {
    slug: "gratitude-journal-prompts",
    title: "30 gratitude journal prompts for busy days",
    excerpt: "Short prompts for the days when 'three good things' feels hard to fill in.",
    date: "2026-01-21",
    image: imageSrc("templates/gratitude-journal.svg"),
  },
];
