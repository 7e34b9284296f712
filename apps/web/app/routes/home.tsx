import "../styles/home.css";
import { CallToAction } from "../features/home/call-to-action.tsx";
import { Hero } from "../features/home/hero.tsx";
import { HowItWorks } from "../features/home/how-it-works.tsx";
import { RecentPosts } from "../features/home/recent-posts.tsx";
import { TemplateTypesSection } from "../features/home/template-types-section.tsx";
import { TestimonialsSection } from "../features/home/testimonials-section.tsx";
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

export default function Home() {
  return (
    <>
      <Hero />
      <TemplateTypesSection />
      <HowItWorks />
      <TestimonialsSection />
      <RecentPosts />
      <CallToAction />
    </>
  );
}
