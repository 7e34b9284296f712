import type { TemplateType } from "@listful/checklist";
import type { BlogPostSummary, Template, Testimonial } from "@listful/contracts";
import { useState } from "react";
import { galleryHref } from "../../../lib/hrefs.ts";
import { usePremiumMarks } from "../../../lib/premium-marks.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import { PostsSection } from "../../blog/posts-section.tsx";
import { TestimonialsSection } from "../../testimonials/testimonials-section.tsx";
import { selectTemplates } from "../catalogue/catalogue-query.ts";
import { TemplateCard } from "../catalogue/template-card.tsx";
import type { CatalogueData } from "../catalogue/template-catalogue.tsx";
import { TemplatePreviewModal } from "../catalogue/template-preview-modal.tsx";
import { LANDING_CONTENT } from "./content/landing-contents.ts";
import { LandingHero } from "./landing-hero.tsx";
import { BenefitsSection, FaqSection, HowToSection, RelatedSection } from "./landing-sections.tsx";

/** The designs of a type, most used first: the first is the one the hero offers. */
export function designsOfType(catalogue: CatalogueData, type: TemplateType): Template[] {
  return selectTemplates(catalogue.templates, { type, sort: "popular" }, catalogue.stats);
}

/** The type's name as the catalogue gives it ("Habit Tracker"). */
export function typeTitleOf(catalogue: CatalogueData, type: TemplateType): string {
  return (
    catalogue.categories.find((category) => category.slug === type)?.title ?? LANDING_CONTENT[type].title
  );
}

type LandingPageProps = {
  type: TemplateType;
  designs: Template[];
  typeTitle: string;
  /** The blog's posts about this type; the section is left out when there are none. */
  posts: readonly BlogPostSummary[];
  testimonials: readonly Testimonial[];
};

/**
 * A template type's landing page (docs/PRODUCT.md, Template landing pages): hero, every design, how-to, why,
 * what people say, questions, the blog's posts about it, neighbours.
 */
export function LandingPage({ type, designs, typeTitle, posts, testimonials }: LandingPageProps) {
  const content = LANDING_CONTENT[type];
  const showPremium = usePremiumMarks();
  const [preview, setPreview] = useState<Template | null>(null);
  return (
    <>
      <LandingHero content={content} best={designs[0]} count={designs.length} />
      <section
        id="designs"
        aria-labelledby="designs-title"
        className="mx-auto flex max-w-80 flex-col gap-1.5 px-1 py-2 md:px-2 md:py-3"
      >
        <h2 id="designs-title" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
          Every {typeTitle.toLowerCase()} design
        </h2>
        <ul className="grid grid-cols-2 gap-x-0.75 gap-y-1.5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
          {designs.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                typeTitle={null}
                showPremium={showPremium}
                onOpen={setPreview}
              />
            </li>
          ))}
        </ul>
        <p>
          <AppLink to={galleryHref({ type })} className={buttonClass({ variant: "secondary" })}>
            Open them in the gallery
          </AppLink>
        </p>
      </section>
      <HowToSection content={content} typeTitle={typeTitle} />
      <BenefitsSection content={content} />
      <TestimonialsSection testimonials={testimonials} />
      <FaqSection content={content} />
      <PostsSection
        posts={posts}
        eyebrow="From the blog"
        title={`Reading about ${typeTitle.toLowerCase()}s`}
      />
      <RelatedSection related={content.related} />
      <TemplatePreviewModal template={preview} onClose={() => setPreview(null)} />
    </>
  );
}
