import "../styles/catalogue.css";
import { TEMPLATE_TYPE_SLUGS, type TemplateType } from "@listful/checklist";
import { data } from "react-router";
import { loadPostsAbout } from "../features/blog/load-posts.server.ts";
import { absoluteImage } from "../features/templates/catalogue/absolute-image.ts";
import { loadCatalogue } from "../features/templates/catalogue/load-catalogue.server.ts";
import { LANDING_CONTENT } from "../features/templates/landing/content/landing-contents.ts";
import { designsOfType, LandingPage, typeTitleOf } from "../features/templates/landing/landing-page.tsx";
import { loadTestimonials } from "../features/testimonials/load-testimonials.server.ts";
import { absoluteUrl, templateLandingHref } from "../lib/hrefs.ts";
import type { HydrationHandle } from "../lib/idle-hydration.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { faqPageLd } from "../lib/structured-data.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/template-landing";

/** Readable from HTML and CSS alone, like home; React follows when the browser is idle (decision 0005). */
export const handle: HydrationHandle = { hydrate: "idle" };

/** The type this address is the landing page of: `/habit-tracker-template` is the habit tracker's. */
function typeOf(pathname: string): TemplateType | undefined {
  return TEMPLATE_TYPE_SLUGS.find((type) => templateLandingHref(type) === pathname.replace(/\/$/, ""));
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const type = typeOf(url.pathname);
  if (!type) throw data(null, { status: 404 });
  const { api, config } = context.get(requestContext);
  const [catalogue, posts, testimonials] = await Promise.all([
    loadCatalogue(api),
    loadPostsAbout(context, type),
    loadTestimonials(context),
  ]);
  // Only this type's designs go to the page (and into its hydration data), most used first.
  return {
    type,
    designs: designsOfType(catalogue, type),
    typeTitle: typeTitleOf(catalogue, type),
    origin: config.publicUrl,
    posts,
    testimonials,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { type, designs, origin } = loaderData;
  const content = LANDING_CONTENT[type];
  const best = designs[0];
  return [
    ...pageMeta(content.title, content.metaDescription, {
      canonical: absoluteUrl(origin, templateLandingHref(type)),
      image: absoluteImage(origin, best?.image),
    }),
    faqPageLd(content.faq),
  ];
}

export default function TemplateLanding({ loaderData }: Route.ComponentProps) {
  const { type, designs, typeTitle, posts, testimonials } = loaderData;
  return (
    <LandingPage
      type={type}
      designs={designs}
      typeTitle={typeTitle}
      posts={posts}
      testimonials={testimonials}
    />
  );
}
