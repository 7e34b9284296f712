import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const SELF_CARE_CHECKLIST: LandingContent = {
  type: "self-care-checklist",
  title: "Free printable self-care checklist templates",
  metaDescription:
    "Printable self-care checklists: a weekly checklist for mind and body, daily self-care, a Sunday reset, a mental health check-in and a monthly tracker.",
  intro:
    "Self-care is mostly small, ordinary things done regularly: water, fresh air, rest, a call with a friend. These checklists make them visible so they do not get pushed aside by everything else.",
  steps: commonSteps({
    title: "Choose your kind of care",
    text: "A week of mind, body and joy, a daily routine, a Sunday reset, a basic check-in for hard weeks, or a month of small acts.",
  }),
  benefits: [
    {
      title: "Permission to rest",
      text: "When rest is on the list, it counts as getting something done.",
    },
    {
      title: "Early warning",
      text: "A week of empty boxes for sleep and meals is a sign to slow down before you run out of energy.",
    },
    {
      title: "Care that fits you",
      text: "Every item can be changed, so the list reflects what actually helps you, not someone else's routine.",
    },
  ],
  faq: [
    {
      question: "What should be on a self-care checklist?",
      answer:
        "Basics first: sleep, food, water, movement, time outside and time with people. Then add a few things that bring you joy.",
    },
    {
      question: "Is the mental health check-in a replacement for help?",
      answer:
        "No. It is a way to notice how you are doing. If you are struggling, please talk to someone you trust or a health professional.",
    },
    {
      question: "Can I use it every week?",
      answer: "Yes. Save it, tick it off online, and roll it over to a fresh week whenever you like.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["mood-tracker", "gratitude-journal", "daily-checklist"],
};
