import "../styles/catalogue.css";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { absoluteImage } from "../features/templates/catalogue/absolute-image.ts";
import { loadCatalogue } from "../features/templates/catalogue/load-catalogue.server.ts";
import { GalleryPage } from "../features/templates/gallery/gallery-page.tsx";
import { absoluteUrl, editorHref, HREFS } from "../lib/hrefs.ts";
import type { HydrationHandle } from "../lib/idle-hydration.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { itemListLd } from "../lib/structured-data.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/template-gallery";

/** Readable from HTML and CSS alone, like home; React follows when the browser is idle (decision 0005). */
export const handle: HydrationHandle = { hydrate: "idle" };

export async function loader({ context }: Route.LoaderArgs) {
  const { api, config } = context.get(requestContext);
  return { catalogue: await loadCatalogue(api), origin: config.publicUrl };
}

/** The filters change only the address: the templates are already here. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const origin = loaderData?.origin ?? "";
  const templates = loaderData?.catalogue.templates ?? [];
  return [
    ...pageMeta(
      "Template gallery: printable checklists, trackers and planners",
      "Browse free printable checklist templates: habit trackers, monthly calendars, gratitude journals, weekly to-do lists and more. Customize one online, then print or download a PDF.",
      { canonical: absoluteUrl(origin, HREFS.gallery), image: absoluteImage(origin, templates[0]?.image) },
    ),
    itemListLd(
      templates.map((template) => ({
        name: template.title,
        url: absoluteUrl(origin, editorHref({ templateId: template.id })),
        image: absoluteImage(origin, template.image),
      })),
    ),
  ];
}

export default function TemplateGallery({ loaderData }: Route.ComponentProps) {
  return <GalleryPage catalogue={loaderData.catalogue} />;
}
