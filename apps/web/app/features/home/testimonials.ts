export type Testimonial = { quote: string; name: string; role: string; color: string };

/** What people told us; bundled until testimonials are managed elsewhere. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "I print a new habit tracker every month and stick it on the fridge. Ticking the boxes is weirdly motivating.",
    name: "Maya R.",
    role: "Nurse and early riser",
    color: "bg-coral",
  },
  {
    quote:
      "My students each get a weekly to-do list. It took me five minutes to make one that matches our classroom colours.",
    name: "Daniel K.",
    role: "Primary school teacher",
    color: "bg-primary-600",
  },
  {
    quote:
      "The gratitude journal is the one habit I have kept all year. The PDFs print beautifully, no blurry edges.",
    name: "Sofia L.",
    role: "Freelance designer",
    color: "bg-mint",
  },
];
