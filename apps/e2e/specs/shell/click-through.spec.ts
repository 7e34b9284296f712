import { expect, type Locator, type Page, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { BASE_URL } from "../../support/env.ts";
import { openPage } from "../../support/navigation.ts";

// A page load and a click inside the hydrated app take different paths: after a click the router asks the
// server for `<address>.data`, not for the page. So each in-app link of the header, the menus, the footer, home,
// the gallery's filters and a landing page's related types is clicked here, one by one, and the page it lands on
// must be the page a load of the same address draws, not the not-found page.

const NOT_FOUND = /cannot be found|could not be found/i;

type Surface = {
  /** What the test is called. */
  name: string;
  /** The page the clicks start from. */
  start: string;
  width: number;
  /** The region whose links are clicked, opened first when it is a menu. */
  open: (page: Page) => Promise<Locator>;
  signedIn?: boolean;
};

const banner = (page: Page) => page.getByRole("banner");

const SURFACES: Surface[] = [
  { name: "the header", start: "/contact-us", width: 1280, open: async (page) => banner(page) },
  {
    name: "the header's Popular templates",
    start: "/",
    width: 1280,
    open: async (page) => {
      const trigger = banner(page).getByRole("button", { name: "Popular templates" });
      await trigger.click();
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await expect(panel).toBeVisible();
      return panel;
    },
  },
  {
    name: "the phone menu",
    start: "/contact-us",
    width: 375,
    open: async (page) => {
      await banner(page).getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      return menu;
    },
  },
  {
    name: "the header with its account menu, signed in",
    start: "/contact-us",
    width: 1280,
    signedIn: true,
    open: async (page) => {
      await banner(page)
        .getByRole("button", { name: /^Account menu for / })
        .click();
      await expect(banner(page).getByRole("link", { name: "Settings" })).toBeVisible();
      return banner(page);
    },
  },
  {
    name: "the phone menu, signed in",
    start: "/contact-us",
    width: 375,
    signedIn: true,
    open: async (page) => {
      await banner(page).getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      return menu;
    },
  },
  { name: "the footer", start: "/", width: 1280, open: async (page) => page.getByRole("contentinfo") },
  { name: "home's sections", start: "/", width: 1280, open: async (page) => page.getByRole("main") },
  {
    name: "the gallery's filters",
    start: "/template-gallery",
    width: 1280,
    open: async (page) => page.getByRole("navigation", { name: /^(Template types|Sort templates)$/ }),
  },
  {
    name: "a landing page's related types",
    start: "/habit-tracker-template",
    width: 1280,
    open: async (page) => page.getByRole("region", { name: "Related templates" }),
  },
];

type Link = { index: number; href: string; text: string };

/**
 * The in-app links a person can see in a region, in order: same origin, opened in this tab, not a place on the
 * same page.
 */
async function inAppLinks(region: Locator, from: string): Promise<Link[]> {
  const all = await region.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute("href") ?? "",
      text: (anchor.textContent ?? "").trim() || (anchor.getAttribute("aria-label") ?? ""),
      isNewTab: anchor.getAttribute("target") === "_blank",
      isDownload: anchor.hasAttribute("download"),
      isShown: anchor.checkVisibility(),
    })),
  );
  const origin = new URL(BASE_URL).origin;
  return all.flatMap((link, index) => {
    const url = new URL(link.href, `${origin}${from}`);
    if (!link.isShown || url.origin !== origin || link.isNewTab || link.isDownload) return [];
    if (url.hash && `${url.pathname}${url.search}` === from) return [];
    return [{ index, href: `${url.pathname}${url.search}`, text: link.text }];
  });
}

/**
 * The level-one heading a load of this address shows: the server's page for it, as the browser would receive it
 * with this context's cookies, read once per address.
 */
const loadedHeadings = new Map<string, string>();
async function headingOnLoad(page: Page, href: string): Promise<string> {
  const known = loadedHeadings.get(href);
  if (known !== undefined) return known;
  const response = await page.request.get(href);
  expect(response.status(), `a load of ${href}`).toBeLessThan(400);
  const heading = await page.evaluate(
    (html) =>
      new DOMParser().parseFromString(html, "text/html").querySelector("h1")?.textContent?.trim() ?? "",
    await response.text(),
  );
  expect(heading, `${href} has a level-one heading`).not.toBe("");
  expect(heading, `a load of ${href}`).not.toMatch(NOT_FOUND);
  loadedHeadings.set(href, heading);
  return heading;
}

/** Where the page is in its tab's history: the router numbers its entries, a push adding one, a replace none. */
const historyIndex = (page: Page) =>
  page.evaluate(() => (history.state as { idx?: number } | null)?.idx ?? 0);

/**
 * Back where the clicks start, as a person pressing Back gets there: through the router, in place. A link that
 * replaced the entry (the gallery's filters, or a link to the page itself) left nothing to go back over: the
 * start page is loaded again.
 */
async function backToStart(page: Page, start: string, title: string, hasEntry: boolean) {
  if (hasEntry) {
    await page.goBack();
  } else {
    await openPage(page, start);
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  }
  await expect(page).toHaveURL(`${BASE_URL}${start}`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(title);
}

for (const surface of SURFACES) {
  test(`every link of ${surface.name} lands, after a click in the hydrated app, on the page its address loads`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: surface.width, height: 900 });
    if (surface.signedIn) await signedInUser(context);
    await openPage(page, surface.start);
    const links = await inAppLinks(await surface.open(page), surface.start);
    expect(links.length, `${surface.name} has in-app links`).toBeGreaterThan(0);
    const targets: { link: Link; heading: string }[] = [];
    for (const link of links) targets.push({ link, heading: await headingOnLoad(page, link.href) });

    await openPage(page, surface.start);
    const startTitle = (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
    // A full page load would clear this mark: it must survive every click, which the router handles in place.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    let hasEntry = false;
    for (const [n, { link, heading }] of targets.entries()) {
      const what = `"${link.text}" (${link.href}) in ${surface.name}`;
      if (n > 0) await backToStart(page, surface.start, startTitle, hasEntry);
      const anchor = (await surface.open(page)).locator("a[href]").nth(link.index);
      await expect(anchor, what).toHaveAttribute("href", link.href);
      const indexBefore = await historyIndex(page);
      await anchor.click();

      await expect(page, what).toHaveURL(`${BASE_URL}${link.href}`);
      await expect(page.getByRole("heading", { level: 1 }).first(), what).toHaveText(heading);
      await expect(page.locator("main"), what).not.toContainText(NOT_FOUND);
      const stayedInApp = await page.evaluate(() => "stayedInApp" in window);
      expect(stayedInApp, `${what} navigates inside the app`).toBe(true);
      hasEntry = (await historyIndex(page)) > indexBefore;
    }
  });
}
