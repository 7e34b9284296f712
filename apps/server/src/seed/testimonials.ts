import { type Database, testimonials } from "@listful/db";

/**
 * Examples of what a testimonial looks like, until real people's words replace them. They are marked as
 * examples: the page never offers them to search engines as reviews, and admins can hide them.
 */
const EXAMPLES = [
  {
    seedKey: "example-habit-tracker",
    name: "Maya R.",
    role: "Example · nurse and early riser",
    quote:
      "I print a new habit tracker every month and stick it on the fridge. Ticking the boxes is weirdly motivating.",
  },
  {
    seedKey: "example-weekly-to-do",
    name: "Daniel K.",
    role: "Example · primary school teacher",
    quote:
      "My students each get a weekly to-do list. It took me five minutes to make one that matches our classroom colours.",
  },
  {
    seedKey: "example-gratitude-journal",
    name: "Sofia L.",
    role: "Example · freelance designer",
    quote:
      "The gratitude journal is the one habit I have kept all year. The PDFs print beautifully, no blurry edges.",
  },
];

/** Adds the examples once: rows are found again by their seed key, so an admin's edits survive restarts. */
export async function seedTestimonials(db: Database) {
  await db
    .insert(testimonials)
    .values(EXAMPLES.map((example, index) => ({ ...example, rating: 5, isExample: true, orderBy: index })))
    .onConflictDoNothing({ target: testimonials.seedKey });
}
