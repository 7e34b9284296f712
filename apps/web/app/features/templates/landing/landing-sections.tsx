import type { TemplateType } from "@listful/checklist";
import { templateLandingHref } from "../../../lib/hrefs.ts";
import { templatePictureSrc } from "../../../lib/images.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { ChevronDownIcon } from "../../../ui/icons/chevron-down-icon.tsx";
import { TEMPLATE_TYPE_LISTINGS } from "../template-type-listings.ts";
import type { LandingContent } from "./landing-content.ts";

const SECTION = "mx-auto flex max-w-80 flex-col gap-1.5 px-1 py-2 md:px-2 md:py-3";
const HEADING = "text-2xl font-bold tracking-tight text-ink md:text-3xl";

export function HowToSection({ content, typeTitle }: { content: LandingContent; typeTitle: string }) {
  return (
    <section aria-labelledby="how-to-title" className={SECTION}>
      <h2 id="how-to-title" className={HEADING}>
        How to use a {typeTitle.toLowerCase()} template
      </h2>
      <ol className="grid gap-1 md:grid-cols-3">
        {content.steps.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-0.75 rounded-2xl border border-line bg-white p-1 shadow-soft"
          >
            <span className="grid size-2.25 shrink-0 place-items-center rounded-full bg-primary-600 font-bold text-white">
              {index + 1}
            </span>
            <span className="flex flex-col gap-0.3">
              <span className="font-medium text-ink">{step.title}</span>
              <span className="text-ink-soft">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function BenefitsSection({ content }: { content: LandingContent }) {
  return (
    <section aria-labelledby="benefits-title" className={SECTION}>
      <h2 id="benefits-title" className={HEADING}>
        Why it helps
      </h2>
      <ul className="grid gap-1 md:grid-cols-3">
        {content.benefits.map((benefit) => (
          <li key={benefit.title} className="flex flex-col gap-0.3 rounded-2xl bg-lilac p-1">
            <span className="font-medium text-ink">{benefit.title}</span>
            <span className="text-ink-soft">{benefit.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Questions as a disclosure list: it opens and closes without script. */
export function FaqSection({ content }: { content: LandingContent }) {
  return (
    <section aria-labelledby="faq-title" className={`${SECTION} max-w-56`}>
      <h2 id="faq-title" className={HEADING}>
        Frequently asked questions
      </h2>
      <div className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white">
        {content.faq.map((entry) => (
          <details key={entry.question} className="group px-1 py-0.75">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-1 py-0.3 font-medium text-ink [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{entry.question}</h3>
              <ChevronDownIcon
                className="shrink-0 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="pt-0.5 pb-0.3 text-ink-soft">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function RelatedSection({ related }: { related: readonly TemplateType[] }) {
  const listings = TEMPLATE_TYPE_LISTINGS.filter((listing) => related.includes(listing.slug));
  return (
    <section aria-labelledby="related-title" className={SECTION}>
      <h2 id="related-title" className={HEADING}>
        Related templates
      </h2>
      <ul className="grid gap-1 sm:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.slug}>
            <AppLink
              to={templateLandingHref(listing.slug)}
              className="group flex h-full items-center gap-1 rounded-2xl border border-line bg-white p-0.75 shadow-soft hover:border-primary-200"
            >
              <img
                src={templatePictureSrc(listing.slug)}
                alt=""
                width={48}
                height={68}
                loading="lazy"
                className="w-3 rounded-md shadow-soft"
              />
              <span className="flex flex-col">
                <span className="font-medium text-ink group-hover:text-primary-700">
                  {listing.title} templates
                </span>
                <span className="text-sm text-ink-soft">{listing.blurb}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
