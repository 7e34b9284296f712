import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const THIRTY_DAY_CHALLENGE: LandingContent = {
  type: "30-day-challenge",
  title: "Free printable 30-day challenge templates",
  metaDescription:
    "Printable 30-day challenge templates: fitness, decluttering, kindness and no-spend challenges, plus a 66-day habit challenge. Customize each day, print a PDF.",
  intro:
    "Thirty days is long enough to feel a change and short enough to commit to. Each challenge gives you a box a day, often with that day's task written in, so all you have to do is show up and tick.",
  steps: commonSteps({
    title: "Pick a challenge and a start date",
    text: "Choose fitness, decluttering, kindness or no-spend, or the 66-day habit challenge, and set the day you begin.",
  }),
  benefits: [
    {
      title: "A clear finish line",
      text: "An end date makes a big goal feel doable. You are not changing your life forever, only for the next thirty days.",
    },
    {
      title: "No deciding every day",
      text: "The day's task is already written, so there is nothing to plan: read it, do it, tick it.",
    },
    {
      title: "Momentum you can see",
      text: "Every ticked box makes the next one easier, and a half-full page is a good reason not to stop.",
    },
  ],
  faq: [
    {
      question: "Can I write my own daily tasks?",
      answer:
        "Yes. Every day's title can be changed in the editor, so you can plan your own challenge from scratch.",
    },
    {
      question: "Why is there a 66-day challenge?",
      answer:
        "Research on habits suggests they take about two months on average to feel automatic. The 66-day challenge gives a new habit that extra time.",
    },
    {
      question: "What if I miss a day?",
      answer: "Do the next day's task and keep going. Finishing with a few gaps beats stopping at day ten.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["habit-tracker", "self-care-checklist", "mood-tracker"],
};
