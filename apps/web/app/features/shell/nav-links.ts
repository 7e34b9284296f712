import type { PublicConfig } from "@listful/contracts";
import { ADMIN_HREFS, dashboardHref, HREFS, loginHref, registerHref } from "../../lib/hrefs.ts";

/**
 * Who is shown a link: everyone, the signed-in, guests, everyone unless the app is in free mode, or admins
 * (the account menu reads the user's roles; the admin pages are a 404 to anyone else whatever a menu shows).
 */
type Audience = "everyone" | "signed-in" | "guest" | "not-free" | "admin";

/** Every link of the header, the mobile menu, the account menu and the footer, named once. */
export const NAV_LINKS = {
  home: { label: "Home", href: HREFS.home, audience: "everyone" },
  collection: { label: "My collection", href: dashboardHref(), audience: "signed-in" },
  gallery: { label: "Templates gallery", href: HREFS.gallery, audience: "everyone" },
  pricing: { label: "Pricing", href: HREFS.pricing, audience: "not-free" },
  // The blog's address is the configuration's: Listful's own /blog, or a WordPress site outside the app.
  blog: { label: "Blog", href: null, audience: "everyone" },
  contact: { label: "Contact us", href: HREFS.contact, audience: "everyone" },
  settings: { label: "Settings", href: HREFS.profile, audience: "signed-in" },
  admin: { label: "Template library", href: ADMIN_HREFS.templates, audience: "admin" },
  login: { label: "Log in", href: loginHref(), audience: "guest" },
  register: { label: "Create account", href: registerHref(), audience: "guest" },
  privacyPolicy: { label: "Privacy policy", href: HREFS.privacyPolicy, audience: "everyone" },
  termsOfUse: { label: "Terms of use", href: HREFS.termsOfUse, audience: "everyone" },
  cookiesPolicy: { label: "Cookies policy", href: HREFS.cookiesPolicy, audience: "everyone" },
} as const satisfies Record<string, { label: string; href: string | null; audience: Audience }>;

export type LinkId = keyof typeof NAV_LINKS;

/** A place in a menu: a link, or the popular templates (a dropdown, a sub-list or a column, by menu). */
type MenuSlot = LinkId | "templates";

export type MenuEntry =
  | {
      readonly kind: "link";
      readonly id: LinkId;
      readonly label: string;
      readonly href: string;
      readonly isExternal: boolean;
    }
  | { readonly kind: "templates"; readonly label: string };

/** What the popular templates are called wherever they are listed. */
export const POPULAR_TEMPLATES = "Popular templates";

export const MENUS = {
  header: ["gallery", "templates", "pricing", "blog"],
  mobile: ["home", "collection", "gallery", "templates", "pricing", "blog", "settings", "admin"],
} as const satisfies Record<string, readonly MenuSlot[]>;

/** The footer's columns of links: Legal, Resources and Popular templates. */
export const FOOTER_COLUMNS = [
  { id: "footer-legal", title: "Legal", slots: ["privacyPolicy", "termsOfUse", "cookiesPolicy"] },
  { id: "footer-resources", title: "Resources", slots: ["gallery", "blog", "pricing", "contact"] },
  { id: "footer-templates", title: POPULAR_TEMPLATES, slots: ["templates"] },
] as const satisfies readonly { id: string; title: string; slots: readonly MenuSlot[] }[];

export type Viewer = {
  readonly isSignedIn: boolean;
  /** An admin or super-admin (menus only: the admin pages check the roles themselves). */
  readonly isAdmin?: boolean;
  readonly config: Pick<PublicConfig, "isFree" | "blogUrl">;
};

function isShown(audience: Audience, viewer: Viewer): boolean {
  if (audience === "signed-in") return viewer.isSignedIn;
  if (audience === "guest") return !viewer.isSignedIn;
  if (audience === "admin") return viewer.isAdmin === true;
  return audience === "everyone" || !viewer.config.isFree;
}

/** One link as this viewer gets it, or null when it is not theirs to see. */
function navLink(id: LinkId, viewer: Viewer): Extract<MenuEntry, { kind: "link" }> | null {
  const link = NAV_LINKS[id];
  if (!isShown(link.audience, viewer)) return null;
  const href = link.href ?? viewer.config.blogUrl;
  return { kind: "link", id, label: link.label, href, isExternal: /^https?:\/\//i.test(href) };
}

/** A menu's entries, in order, as this viewer gets them. */
export function menuEntries(slots: readonly MenuSlot[], viewer: Viewer): MenuEntry[] {
  return slots.flatMap((slot): MenuEntry[] => {
    if (slot === "templates") return [{ kind: "templates", label: POPULAR_TEMPLATES }];
    const link = navLink(slot, viewer);
    return link ? [link] : [];
  });
}
