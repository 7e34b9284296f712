import { TEMPLATE_TYPE_SLUGS } from "@listful/checklist";
import { absoluteUrl, HREFS, PAGE_PATHS, templateLandingHref } from "../../lib/hrefs.ts";

/** The public pages search engines should know: home, the gallery, the nine landing pages and the content pages. */
export function publicPages(): string[] {
  return [
    HREFS.home,
    HREFS.gallery,
    ...TEMPLATE_TYPE_SLUGS.map(templateLandingHref),
    HREFS.contact,
    HREFS.privacyPolicy,
    HREFS.termsOfUse,
    HREFS.cookiesPolicy,
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(origin: string): string {
  const urls = publicPages()
    .map((href) => `  <url><loc>${escapeXml(absoluteUrl(origin, href))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Private pages stay out of search: My collection, settings, the editor, check-off and the view (a private
 * list's view is its owner's alone) and the API.
 */
const PRIVATE_PATHS = [
  PAGE_PATHS.dashboard,
  HREFS.profile,
  PAGE_PATHS.editor,
  PAGE_PATHS.checkOff,
  PAGE_PATHS.view,
  "/api/",
];

export function robotsTxt(origin: string): string {
  const rules = PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\n${rules}\n\nSitemap: ${absoluteUrl(origin, HREFS.sitemap)}\n`;
}
