import { HREFS, templateLandingHref } from "../../lib/hrefs.ts";
import { templatePictureSrc } from "../../lib/images.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ArrowRightIcon } from "../../ui/icons/arrow-right-icon.tsx";
import { TEMPLATE_TYPE_LISTINGS } from "../templates/template-type-listings.ts";
import { SectionHeading } from "./section-heading.tsx";

const TINTS = [
  "bg-peach/60",
  "bg-[#ffe3f1]",
  "bg-primary-100",
  "bg-[#dcf5ea]",
  "bg-[#e8e0ff]",
  "bg-[#fff1d1]",
  "bg-[#fff4dc]",
  "bg-[#dff3ea]",
  "bg-[#e1eeff]",
];

export function TemplateTypesSection() {
  return (
    <section aria-labelledby="templates-title" className="mx-auto max-w-80 px-1 py-4 md:px-2 md:py-6">
      <SectionHeading id="templates-title" eyebrow="Templates" title="A template for every routine">
        Nine kinds of printable planners and checklists, each with designs to choose from.
      </SectionHeading>
      <ul className="mt-2.5 grid gap-1 sm:grid-cols-2 lg:grid-cols-3 lg:gap-1.5">
        {TEMPLATE_TYPE_LISTINGS.map((type, index) => (
          <li key={type.slug}>
            <AppLink
              to={templateLandingHref(type.slug)}
              className="group flex h-full gap-1 rounded-3xl border border-line bg-white p-1 shadow-soft transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.3 hover:border-primary-200 hover:shadow-lift"
            >
              <span
                className={`grid w-7 shrink-0 place-items-center rounded-2xl ${TINTS[index % TINTS.length]} py-0.75`}
              >
                <img
                  src={templatePictureSrc(type.slug)}
                  alt=""
                  width={80}
                  height={113}
                  loading="lazy"
                  className="w-5 rounded-md bg-white shadow-soft transition-transform duration-200 group-hover:-rotate-2"
                />
              </span>
              <span className="flex flex-col justify-center gap-0.3">
                <span className="text-lg font-medium text-ink group-hover:text-primary-700">
                  {type.title}
                </span>
                <span className="text-[0.95rem] leading-snug text-ink-soft">{type.blurb}</span>
                <span className="mt-0.3 inline-flex items-center gap-0.3 text-sm font-medium text-primary-700">
                  See templates <ArrowRightIcon width="14" height="14" />
                </span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <div className="mt-2 text-center">
        <AppLink to={HREFS.gallery} className={buttonClass({ variant: "secondary", size: "lg" })}>
          Open the full gallery
        </AppLink>
      </div>
    </section>
  );
}
