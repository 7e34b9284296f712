import type { TemplateType } from "@listful/checklist";

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
} as const;

/** What the editor opens: a template to start from, a saved checklist, or (nothing) the default template. */
export type EditorTarget = { readonly templateId: number } | { readonly checklistId: string };

export function editorHref(target?: EditorTarget): string {
  if (!target) return "/editor";
  return "checklistId" in target
    ? `/editor?checklist=${encodeURIComponent(target.checklistId)}`
    : `/editor?template=${target.templateId}`;
}

export function viewHref(id: string): string {
  return `/view?id=${encodeURIComponent(id)}`;
}

/** The view in its framed variant, for other sites' iframes. */
export function embedHref(id: string): string {
  return `${viewHref(id)}&embed=1`;
}

export function checkOffHref(id: string): string {
  return `/check-off?id=${encodeURIComponent(id)}`;
}

/** A part of My collection: the checklists (all, one folder or `none` for unfiled, maybe searched) or the bookmarks. */
export type DashboardTarget = {
  readonly tab?: "checklists" | "bookmarks";
  readonly folder?: string | null;
  readonly search?: string;
};

export function dashboardHref(target: DashboardTarget = {}): string {
  if (target.tab === "bookmarks") return "/dashboard?tab=bookmarks";
  const params = new URLSearchParams();
  if (target.folder) params.set("folder", target.folder);
  if (target.search) params.set("q", target.search);
  const query = params.toString();
  return query ? `/dashboard?${query}` : "/dashboard";
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

/** A template type's landing page (SPEC section 2), e.g. /habit-tracker-template. */
export function templateLandingHref(type: TemplateType): string {
  return `/${type}-template`;
}

/**
 * The site's own pictures (`app/assets/images/`), at the hashed addresses the build gives them: a changed
 * picture gets a new address, so the server can let browsers keep each one for a year.
 */
const IMAGES = import.meta.glob<string>("../assets/images/**/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

/** The address of a picture under `app/assets/images/`, named by its path there ("modals/share.svg"). */
export function imageSrc(name: string): string {
  const src = IMAGES[`../assets/images/${name}`];
  if (!src) throw new Error(`There is no picture app/assets/images/${name}.`);
  return src;
}

/** The drawing of a template type the menus and the home page show. */
export function templatePictureSrc(type: TemplateType): string {
  return imageSrc(`templates/${type}.svg`);
}

/** An address of this site as another site or an e-mail needs it: whole, with the site's origin. */
export function absoluteUrl(origin: string, href: string): string {
  return `${origin}${href}`;
}
