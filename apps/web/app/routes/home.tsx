import "../styles/home.css";
import { CallToAction } from "../features/home/call-to-action.tsx";
import { Hero } from "../features/home/hero.tsx";
import { HowItWorks } from "../features/home/how-it-works.tsx";
import { RecentPosts } from "../features/home/recent-posts.tsx";
import { TemplateTypesSection } from "../features/home/template-types-section.tsx";
import { TestimonialsSection } from "../features/home/testimonials-section.tsx";
import type { HydrationHandle } from "../lib/idle-hydration.server.ts";
import { pageMeta } from "../lib/meta.ts";

/** The landing page paints from HTML and CSS alone; React follows when the browser is idle. */
export const handle: HydrationHandle = { hydrate: "idle" };

export function meta() {
  return pageMeta(
    "Listful: free online checklist maker",
    "Listful is a free online checklist maker with customizable templates and ready-to-use printables: habit trackers, calendars, to-do lists and more.",
  );
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
