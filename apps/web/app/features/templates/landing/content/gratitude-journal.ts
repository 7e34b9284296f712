import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const GRATITUDE_JOURNAL: LandingContent = {
  type: "gratitude-journal",
  title: "Free printable gratitude journal templates",
  metaDescription:
    "Printable gratitude journal templates for a day, a week or a month, plus a five-minute journal and one for kids. Customize the prompts, print a PDF.",
  intro:
    "A few lines a day about what went well. Gratitude journals here come as a daily page with gentle prompts, a week on one sheet, a month of one good thing a day, a five-minute morning and evening page, and a happy journal for children.",
  steps: commonSteps({
    title: "Choose your rhythm",
    text: "A page a day if you like to write, a week or a month on one sheet if you prefer a line or two.",
  }),
  benefits: [
    {
      title: "Notice more good things",
      text: "Looking for something to write down trains you to notice small good moments during the day.",
    },
    {
      title: "A calmer end to the day",
      text: "Writing three good things before bed is a simple way to close the day on something other than your to-do list.",
    },
    {
      title: "A record to look back on",
      text: "On a hard week, reading last month's pages is a reminder that good days come back.",
    },
  ],
  faq: [
    {
      question: "What should I write if nothing good happened?",
      answer:
        "Start small: a warm drink, a message from a friend, getting through the day. The prompts are there to help on days when it is hard to think of anything.",
    },
    {
      question: "Can I change the prompts?",
      answer: "Yes, every prompt is editable, and you can add or remove prompts and lines.",
    },
    {
      question: "Is there one for children?",
      answer: "Yes. The Kids' Happy Journal has short, friendly prompts, big lines and a box to draw in.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["mood-tracker", "self-care-checklist", "daily-checklist"],
};
