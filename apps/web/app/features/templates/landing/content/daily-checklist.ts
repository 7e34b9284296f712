import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const DAILY_CHECKLIST: LandingContent = {
  type: "daily-checklist",
  title: "Free printable daily checklist templates",
  metaDescription:
    "Printable daily checklist templates: a dated day plan, morning routine, hourly daily planner, work-from-home day and daily cleaning list. Free PDF.",
  intro:
    "A daily checklist keeps today small enough to finish. Plan the morning, the work day and the evening, follow a morning routine, schedule your hours or keep the house tidy in twenty minutes a day.",
  steps: commonSteps({
    title: "Choose today's plan",
    text: "Pick a day plan, a routine or a planner with an hourly schedule. Dated designs show today's date for you.",
  }),
  benefits: [
    {
      title: "Fewer things in your head",
      text: "Writing the day down frees your mind from remembering it, so you can focus on one task at a time.",
    },
    {
      title: "Routines on autopilot",
      text: "A morning or cleaning routine ticked every day soon stops needing willpower at all.",
    },
    {
      title: "A day that ends",
      text: "A finite list has a last box. Ticking it is a clear signal that you have done enough for today.",
    },
  ],
  faq: [
    {
      question: "Can I reuse the same checklist every day?",
      answer:
        "Yes. Save it to your collection, tick it off online, and roll it over to the next day with the ticks cleared.",
    },
    {
      question: "Can I add sub-tasks?",
      answer: "Yes. Any item can have sub-items; ticking them all ticks the item above.",
    },
    {
      question: "How long should a daily checklist be?",
      answer:
        "Short enough to finish. Most people do well with three priorities and a handful of routine tasks; move the rest to a weekly list.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["weekly-to-do-list", "self-care-checklist", "habit-tracker"],
};
