import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const CUTE_CHECKLIST: LandingContent = {
  type: "cute-checklist",
  title: "Free printable cute checklist templates",
  metaDescription:
    "Cute printable checklists with hearts, stars and soft colours: a kids' chore chart, packing list, summer bucket list and study checklist. Free to customize.",
  intro:
    "Sometimes a list is more fun to finish when it is pretty. These checklists have hearts and stars to tick, playful fonts and gentle colours: a chore chart for kids, a holiday packing list, a summer bucket list and more.",
  steps: commonSteps({
    title: "Pick a cute design",
    text: "Choose the one that fits: chores, packing, a bucket list, studying or simply the little joys of the day.",
  }),
  benefits: [
    {
      title: "Kids want to use it",
      text: "A chore chart with stars to colour in is a game, not a lecture. Three simple jobs a day is a good place to start.",
    },
    {
      title: "Lists you keep in sight",
      text: "A list you like looking at is one you pin up instead of losing in a drawer.",
    },
    {
      title: "Made for gifting",
      text: "A printed bucket list or packing list makes a sweet addition to a card, a holiday or a school bag.",
    },
  ],
  faq: [
    {
      question: "Can I change the hearts to squares?",
      answer: "Yes. Every list can use squares, circles, hearts or stars as tick boxes.",
    },
    {
      question: "How many chores should a child's chart have?",
      answer:
        "Two or three to begin with, like making the bed, brushing teeth and tidying toys. Add one more once those are easy.",
    },
    {
      question: "Will the colours print well?",
      answer:
        "Yes. Lines are always dark enough for a home printer, and an ink-friendly mode prints the same sheet in black and white.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["daily-checklist", "self-care-checklist", "30-day-challenge"],
};
