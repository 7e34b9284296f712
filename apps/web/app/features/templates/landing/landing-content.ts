import type { TemplateType } from "@listful/checklist";

/** What a template type's landing page says: its pitch, how to use it, why it helps, questions and neighbours. */
export type LandingContent = {
  readonly type: TemplateType;
  /** The page's title tag and h1. */
  readonly title: string;
  readonly metaDescription: string;
  readonly intro: string;
  readonly steps: readonly { readonly title: string; readonly text: string }[];
  readonly benefits: readonly { readonly title: string; readonly text: string }[];
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
  readonly related: readonly TemplateType[];
};

/** The steps every type shares but the first: make it yours, then print or tick online. */
export function commonSteps(first: { title: string; text: string }) {
  return [
    first,
    {
      title: "Make it yours",
      text: "Change the words, add or remove rows, pick colours, fonts and a background. Everything you see is what prints.",
    },
    {
      title: "Print it or keep it online",
      text: "Download a crisp vector PDF on A4 or US Letter, or save it to your collection and tick it off on your phone.",
    },
  ] as const;
}

/** A question every type is asked, answered once. */
export const FREE_QUESTION = {
  question: "Is it free?",
  answer:
    "Yes. You can customise, print and download these templates as PDFs for free. An account is only needed to save checklists to your collection.",
} as const;

export const PAPER_QUESTION = {
  question: "Will it print on A4 and US Letter?",
  answer:
    "Yes. Choose A4 or Letter when you download: the page is laid out again for that paper, with nothing cut off and tick boxes big enough for a pen.",
} as const;
