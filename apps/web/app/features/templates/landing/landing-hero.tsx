import type { Template } from "@listful/contracts";
import { editorHref } from "../../../lib/hrefs.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import { CardThumbnail } from "../../../ui/card-thumbnail.tsx";
import { ArrowRightIcon } from "../../../ui/icons/arrow-right-icon.tsx";
import type { LandingContent } from "./landing-content.ts";

/** The landing page's opening: what the type is for, and its best design one click from the editor. */
export function LandingHero({
  content,
  best,
  count,
}: {
  content: LandingContent;
  best: Template | undefined;
  count: number;
}) {
  const isLandscape = best?.orientation === "landscape";
  return (
    <section
      aria-labelledby="landing-title"
      className="bg-gradient-to-b from-lilac via-primary-50/60 to-white"
    >
      <div className="mx-auto grid max-w-80 items-center gap-2 px-1 py-2 md:px-2 md:py-4 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col items-start gap-1.5">
          <h1
            id="landing-title"
            className="text-[2.25rem] leading-[1.1] font-bold tracking-tight text-balance text-ink md:text-[3rem]"
          >
            {content.title}
          </h1>
          <p className="max-w-36 text-lg leading-relaxed text-ink-soft">{content.intro}</p>
          <div className="flex w-full flex-col gap-0.75 sm:w-auto sm:flex-row">
            {best ? (
              <AppLink to={editorHref({ templateId: best.id })} className={buttonClass({ size: "lg" })}>
                Use this template <ArrowRightIcon />
              </AppLink>
            ) : null}
            <a href="#designs" className={buttonClass({ size: "lg", variant: "secondary" })}>
              See all {count} designs
            </a>
          </div>
        </div>
        {best ? (
          <figure className="mx-auto flex w-full max-w-30 flex-col items-center gap-0.5">
            <span
              className={`block w-full overflow-hidden rounded-2xl border border-line bg-white shadow-lift ${isLandscape ? "aspect-[1127/797]" : "aspect-[797/1127] max-w-24"}`}
            >
              <CardThumbnail image={best.image} title={best.title} />
            </span>
            <figcaption className="text-sm text-muted">{best.title}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
