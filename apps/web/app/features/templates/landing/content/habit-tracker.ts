import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const HABIT_TRACKER: LandingContent = {
  type: "habit-tracker",
  title: "Free printable habit tracker templates",
  metaDescription:
    "Free habit tracker templates to print or use online: monthly, school term, fitness and reading trackers. Customize the habits, then download a PDF.",
  intro:
    'A habit tracker turns "I should really…" into a row of circles you can see filling up. Pick a month, a school term, a fitness or a reading tracker, write in your own habits and colour in a circle each day you keep one.',
  steps: commonSteps({
    title: "Choose your habits",
    text: "Start from a tracker below and replace the example habits with the five to twelve that matter to you this month.",
  }),
  benefits: [
    {
      title: "Progress you can see",
      text: "A full row is a small reward in itself. Seeing the streak makes it easier to keep going on the days motivation is low.",
    },
    {
      title: "Honest patterns",
      text: "Gaps show up at a glance: maybe the gym never happens on Thursdays. That tells you what to change, not just that you failed.",
    },
    {
      title: "One page, no app",
      text: "Pinned to the fridge or kept in a planner, a paper tracker is there when you need it, with no notifications to ignore.",
    },
  ],
  faq: [
    {
      question: "How many habits should I track?",
      answer:
        "Start with three to six. It is better to keep a few habits every day than to track twelve and give up in the second week. You can add rows later.",
    },
    {
      question: "What if I miss a day?",
      answer:
        "Leave the circle empty and carry on. A useful rule is never to miss twice in a row: one gap is life, two is the start of a new habit.",
    },
    {
      question: "Can I track a whole school term or a week instead of a month?",
      answer:
        "Yes. The school term tracker has a column per week of term, and any tracker can be set to a week or a month in the editor's settings.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["mood-tracker", "30-day-challenge", "monthly-calendar"],
};
