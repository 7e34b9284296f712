import { commonSteps, FREE_QUESTION, type LandingContent, PAPER_QUESTION } from "../landing-content.ts";

export const MONTHLY_CALENDAR: LandingContent = {
  type: "monthly-calendar",
  title: "Free printable monthly calendar templates",
  metaDescription:
    "Printable monthly calendar templates that start on Monday or Sunday, in portrait or landscape, with room for notes, goals and birthdays. Free PDF download.",
  intro:
    "A month on one page: big day boxes for appointments, birthdays and plans, with the first of the month under the right weekday. Choose weeks that start on Monday or Sunday, portrait or landscape, and any month you like.",
  steps: commonSteps({
    title: "Pick a month and a week start",
    text: "Open a calendar and choose the month. Monday-first and Sunday-first layouts are both here; the dates rearrange themselves.",
  }),
  benefits: [
    {
      title: "The whole month at a glance",
      text: "Seeing every week together makes busy stretches and free weekends obvious before they arrive.",
    },
    {
      title: "A shared plan",
      text: "On the fridge, a paper calendar is the one everyone in the house actually reads: school trips, bin days and birthdays in one place.",
    },
    {
      title: "Room to write",
      text: "Day boxes are sized for handwriting, and the notes and goals beside them keep the month's priorities in view.",
    },
  ],
  faq: [
    {
      question: "Can the week start on Sunday?",
      answer:
        "Yes. There are Sunday-first designs, and every calendar can switch between Monday and Sunday in the editor.",
    },
    {
      question: "Can I print a different month?",
      answer:
        "Yes. Change the month in the editor's settings and the days move to their weekdays; titles you typed into a day stay where you put them.",
    },
    {
      question: "Is there a landscape calendar?",
      answer:
        "Yes, the Month at a Glance design is landscape, and any calendar can be turned to landscape before you print.",
    },
    PAPER_QUESTION,
    FREE_QUESTION,
  ],
  related: ["weekly-to-do-list", "habit-tracker", "daily-checklist"],
};
