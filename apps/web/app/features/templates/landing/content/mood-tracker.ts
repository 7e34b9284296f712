import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const MOOD_TRACKER: LandingContent = {
  type: "mood-tracker",
  title: "Free printable mood tracker templates",
  metaDescription:
    "Printable mood tracker templates: colour in how you feel each day, track energy and sleep beside your mood, and spot the patterns. Free to customize.",
  intro:
    "A mood tracker is a quiet daily check-in: one coloured square for how you felt. After a few weeks the colours tell a story about sleep, stress and the things that lift you.",
  steps: commonSteps({
    title: "Choose what to track",
    text: "Pick a monthly or weekly tracker, or one that puts mood next to energy or sleep, and adjust the legend to words that fit you.",
  }),
  benefits: [
    {
      title: "Patterns, not guesses",
      text: "It is easy to feel that every day is hard. A month of colours shows which days really were, and what came before them.",
    },
    {
      title: "A kinder check-in",
      text: "Naming a feeling takes a few seconds and makes it a little easier to handle. No long journal entry needed.",
    },
    {
      title: "Something to show",
      text: "If you talk to a doctor or therapist, a tracker gives you something concrete to bring to the conversation.",
    },
  ],
  faq: [
    {
      question: "Will the colours still make sense in black and white?",
      answer:
        "Yes. Every mood has a symbol as well as a colour, so a greyscale print or a colour-blind reader can still tell them apart.",
    },
    {
      question: "Can I change the moods in the legend?",
      answer: "Yes. Rename them, change their colours or symbols, or use up to eight of them.",
    },
    {
      question: "How often should I fill it in?",
      answer:
        "Once a day is enough; some designs have morning, afternoon and evening rows if you want more detail.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["gratitude-journal", "self-care-checklist", "habit-tracker"],
};
