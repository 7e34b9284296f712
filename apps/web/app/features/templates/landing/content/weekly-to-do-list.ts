import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const WEEKLY_TO_DO_LIST: LandingContent = {
  type: "weekly-to-do-list",
  title: "Free printable weekly to-do list templates",
  metaDescription:
    "Printable weekly to-do list templates with dated days and a priorities block: Monday- or Sunday-first, landscape, work week and by area. Free PDF.",
  intro:
    "Plan the week on one page: your top priorities first, then a list for each day with its date. Choose a Monday- or Sunday-first week, a landscape page, a Monday-to-Friday work week or lists by area of life.",
  steps: commonSteps({
    title: "Set your priorities",
    text: "Write the two or three things that would make the week a success, then give each day a few tasks.",
  }),
  benefits: [
    {
      title: "Priorities before busywork",
      text: "A priorities block at the top keeps the important things from being buried under small errands.",
    },
    {
      title: "A realistic week",
      text: "Seeing all seven days together shows when a day is already full, so you can move tasks before they become late.",
    },
    {
      title: "A fresh start every Monday",
      text: "Roll the list over to next week and its dates follow; unfinished tasks are easy to carry across.",
    },
  ],
  faq: [
    {
      question: "Are the days dated?",
      answer:
        "Yes. Each day's list is titled with its weekday and date, and the dates move on when you roll over to the next week.",
    },
    {
      question: "Can the week start on Sunday?",
      answer:
        "Yes. There is a Sunday-first planner, and any weekly list can switch its week start in the editor.",
    },
    {
      question: "Can I plan only the work week?",
      answer:
        "Yes. The Work Week To-Do List has Monday to Friday, with blocks for what you are waiting on and next week.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["daily-checklist", "monthly-calendar", "habit-tracker"],
};
