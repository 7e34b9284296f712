import type { TemplateType } from "@listful/checklist";
import { LIVE_PATH } from "@listful/contracts";

/**
 * Every address of the app, built here and nowhere else: a page that moves, or a query that changes name,
 * changes in one place. Ids are encoded; what a page reads back from its address is parsed where it is read.
 */

/** The pages that take nothing in their address. */
export const HREFS = {
  home: "/",
  gallery: "/template-gallery",
  pricing: "/pricing",
  contact: "/contact-us",
  profile: "/profile",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  logout: "/logout",
  privacyPolicy: "/privacy-policy",
  termsOfUse: "/terms-of-use",
  cookiesPolicy: "/cookies-policy",
  sitemap: "/sitemap.xml",
  blog: "/blog",
  search: "/search",
} as const;

/** The pages behind the addresses below, as search engines are told to leave them (robots.txt). */
export const PAGE_PATHS = {
  dashboard: "/dashboard",
  editor: "/editor",
  view: "/view",
  checkOff: "/check-off",
} as const;

/** One of Listful's own articles. */
export function blogPostHref(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** A page of the blog's list; the first is /blog itself. */
export function blogPageHref(page: number): string {
  return page > 1 ? `/blog?page=${page}` : "/blog";
}

/** Where an article is read: its WordPress address when it has one, else Listful's own page. */
export function articleHref(article: { readonly slug: string; readonly link: string | null }): string {
  return article.link ?? blogPostHref(article.slug);
}

export type SearchTarget = {
  readonly q: string;
  readonly type?: "all" | "templates" | "articles";
  readonly page?: number;
};

export function searchHref({ q, type = "all", page = 1 }: SearchTarget): string {
  const params = new URLSearchParams({ q });
  if (type !== "all") params.set("type", type);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

/** What the editor opens: a template to start from, a saved checklist, or (nothing) the default template. */
export type EditorTarget = { readonly templateId: number } | { readonly checklistId: string };

export function editorHref(target?: EditorTarget): string {
  if (!target) return PAGE_PATHS.editor;
  return "checklistId" in target
    ? `${PAGE_PATHS.editor}?checklist=${encodeURIComponent(target.checklistId)}`
    : `${PAGE_PATHS.editor}?template=${target.templateId}`;
}

export function viewHref(id: string): string {
  return `${PAGE_PATHS.view}?id=${encodeURIComponent(id)}`;
}

/** The view in its framed variant, for other sites' iframes. */
export function embedHref(id: string): string {
  return `${viewHref(id)}&embed=1`;
}

/** A list's live channel, as a WebSocket address on the page's own site (ws: or wss: as the page is served). */
export function liveSocketHref(origin: string, id: string): string {
  return `${origin.replace(/^http/, "ws")}${LIVE_PATH}${encodeURIComponent(id)}`;
}

export function checkOffHref(id: string): string {
  return `${PAGE_PATHS.checkOff}?id=${encodeURIComponent(id)}`;
}

/** A part of My collection: the checklists (all, one folder or `none` for unfiled, maybe searched) or the bookmarks. */
export type DashboardTarget = {
  readonly tab?: "checklists" | "bookmarks";
  readonly folder?: string | null;
  readonly search?: string;
};

export function dashboardHref(target: DashboardTarget = {}): string {
  if (target.tab === "bookmarks") return `${PAGE_PATHS.dashboard}?tab=bookmarks`;
  const params = new URLSearchParams();
  if (target.folder) params.set("folder", target.folder);
  if (target.search) params.set("q", target.search);
  const query = params.toString();
  return query ? `${PAGE_PATHS.dashboard}?${query}` : PAGE_PATHS.dashboard;
}

/** The page to go back to after signing in (or up), and the checklist to bookmark there. */
export type ReturnTo = { readonly next: string; readonly bookmark?: string | null };

function withReturn(path: string, target: ReturnTo | null | undefined): string {
  if (!target) return path;
  const params = new URLSearchParams({ next: target.next });
  if (target.bookmark) params.set("bookmark", target.bookmark);
  return `${path}?${params}`;
}

export function loginHref(target?: ReturnTo | null): string {
  return withReturn("/login", target);
}

export function registerHref(target?: ReturnTo | null): string {
  return withReturn("/register", target);
}

/** How the gallery orders its cards: most used first, or the latest designs first. */
export type GallerySort = "popular" | "newest";

/** The gallery, maybe showing one type and in an order other than the default (popular). */
export function galleryHref(
  target: { readonly type?: TemplateType | null; readonly sort?: GallerySort } = {},
): string {
  const params = new URLSearchParams();
  if (target.type) params.set("type", target.type);
  if (target.sort && target.sort !== "popular") params.set("sort", target.sort);
  const query = params.toString();
  return query ? `${HREFS.gallery}?${query}` : HREFS.gallery;
}

/** A template type's landing page, e.g. /habit-tracker-template. */
export function templateLandingHref(type: TemplateType): string {
  return `/${type}-template`;
}

/** The admin pages: the template library, one template's page, its statistics and the testimonials. */
export const ADMIN_HREFS = {
  templates: "/admin/templates",
  templateStats: "/admin/templates/stats",
  testimonials: "/admin/testimonials",
} as const;

/** What the admin's template table shows (every filter optional; the URL keeps only those set). */
export type AdminTemplatesTarget = {
  readonly type?: "gallery" | "create" | null;
  readonly category?: string | null;
  readonly published?: boolean | null;
  readonly premium?: boolean | null;
};

export function adminTemplatesHref(target: AdminTemplatesTarget = {}): string {
  const params = new URLSearchParams();
  if (target.type) params.set("type", target.type);
  if (target.category) params.set("category", target.category);
  if (target.published != null) params.set("published", String(target.published));
  if (target.premium != null) params.set("premium", String(target.premium));
  const query = params.toString();
  return query ? `${ADMIN_HREFS.templates}?${query}` : ADMIN_HREFS.templates;
}

/** One template's admin page: its details and its audit log. */
export function adminTemplateHref(id: number): string {
  return `${ADMIN_HREFS.templates}/${id}`;
}

/** The template statistics over a date range (YYYY-MM-DD) and one list or both: the page's GET form's fields. */
export type AdminStatsTarget = {
  readonly from?: string | null;
  readonly to?: string | null;
  readonly list?: "gallery" | "create" | null;
};

/** An address of this site as another site or an e-mail needs it: whole, with the site's origin. */
export function absoluteUrl(origin: string, href: string): string {
  return `${origin}${href}`;
}
