import type { TemplateType } from "@listful/checklist";

/** The starting library: one template per type, in the order the gallery shows them. Id 1 opens the editor. */
export const SEED_TEMPLATES: readonly { type: TemplateType; slug: string; isPremium: boolean }[] = [
  { type: "daily-checklist", slug: "daily-checklist", isPremium: false },
  { type: "habit-tracker", slug: "habit-tracker", isPremium: false },
  { type: "weekly-to-do-list", slug: "weekly-to-do-list", isPremium: false },
  { type: "monthly-calendar", slug: "monthly-calendar", isPremium: false },
  { type: "gratitude-journal", slug: "gratitude-journal", isPremium: false },
  { type: "30-day-challenge", slug: "30-day-challenge", isPremium: false },
  { type: "self-care-checklist", slug: "self-care-checklist", isPremium: false },
  { type: "mood-tracker", slug: "mood-tracker", isPremium: true },
  { type: "cute-checklist", slug: "cute-checklist", isPremium: true },
];

/** Vector backgrounds kept in apps/server/assets/backgrounds; light enough to print under text. */
export const SEED_BACKGROUNDS: readonly { slug: string; name: string; isPremium: boolean }[] = [
  { slug: "dots", name: "Dots", isPremium: false },
  { slug: "graph-paper", name: "Graph paper", isPremium: false },
  { slug: "notebook", name: "Notebook margin", isPremium: false },
  { slug: "waves", name: "Soft waves", isPremium: false },
  { slug: "stars", name: "Little stars", isPremium: false },
  { slug: "hearts", name: "Hearts", isPremium: true },
  { slug: "confetti", name: "Confetti", isPremium: true },
  { slug: "botanical", name: "Botanical corners", isPremium: true },
  { slug: "floral", name: "Floral corners", isPremium: true },
  { slug: "washi", name: "Washi tape", isPremium: true },
  { slug: "watercolor", name: "Watercolour glow", isPremium: true },
  { slug: "gingham", name: "Gingham", isPremium: true },
  { slug: "sunburst", name: "Sunburst", isPremium: true },
];
