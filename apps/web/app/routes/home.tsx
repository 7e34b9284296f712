import "../styles/home.css";
import { loadRecentPosts } from "../features/blog/load-posts.server.ts";
import { PostsSection } from "../features/blog/posts-section.tsx";
import { CallToAction } from "../features/home/call-to-action.tsx";
import { Hero } from "../features/home/hero.tsx";
import { HowItWorks } from "../features/home/how-it-works.tsx";
import { TemplateTypesSection } from "../features/home/template-types-section.tsx";
import { loadTestimonials } from "../features/testimonials/load-testimonials.server.ts";
import { TestimonialsSection } from "../features/testimonials/testimonials-section.tsx";
import { absoluteUrl, HREFS } from "../lib/hrefs.ts";
import type { HydrationHandle } from "../lib/idle-hydration.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { RootData } from "../lib/root-data.ts";
import { organizationLd } from "../lib/structured-data.ts";
import type { Route } from "./+types/home";

/** The landing page paints from HTML and CSS alone; React follows when the browser is idle. */
export const handle: HydrationHandle = { hydrate: "idle" };

export function meta({ matches }: Route.MetaArgs) {
  const origin = (matches[0]?.loaderData as RootData | undefined)?.config.publicUrl ?? "";
  return [
    ...pageMeta(
      "Listful: free online checklist maker",
      "Listful is a free online checklist maker with customizable templates and ready-to-use printables: habit trackers, calendars, to-do lists and more.",
      { canonical: absoluteUrl(origin, HREFS.home) },
    ),
    organizationLd(origin),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const [posts, testimonials] = await Promise.all([loadRecentPosts(context), loadTestimonials(context)]);
  return { posts, testimonials };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <TemplateTypesSection />
      <HowItWorks />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <PostsSection posts={loaderData.posts} />
      <CallToAction />
    </>
  );
}
