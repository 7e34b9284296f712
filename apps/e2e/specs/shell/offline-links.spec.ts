import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";
import { goOfflineWithToasts } from "../../support/offline.ts";

// A link prefetches the page it leads to when pointed at, and a click fetches it. Offline those fetches would
// fail, and the router answers a page's code that fails to load by reloading: the page would be swapped for the
// browser's offline page.

const STAYS = "You are offline. Opening another page needs a connection.";

/**
 * Opens the contact page, marks it (a full load would clear the mark), goes offline and from then on records
 * the requests `isWatched` picks.
 */
async function openOffline(page: Page, context: BrowserContext, isWatched: (url: URL) => boolean) {
  await openPage(page, "/contact-us");
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await goOfflineWithToasts(page, context);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (isWatched(new URL(request.url()))) asked.push(request.url());
  });
  return asked;
}

const hasStayed = (page: Page) => page.evaluate(() => "stayedInApp" in window);

/** The contact page is still there, not loaded again, with the toast saying why, and nothing was fetched. */
async function expectStayed(page: Page, asked: readonly string[], what: string) {
  await expect(
    page.locator("[data-sonner-toast][data-type='error']").filter({ hasText: STAYS }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(asked, `nothing is fetched for ${what}`).toEqual([]);
  expect(await hasStayed(page), "the page was not reloaded").toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We'd love to hear from you");
}

async function goOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
}

test("offline, pointing at a link or clicking it keeps the page and says why; back online, links prefetch and open", async ({
  page,
  context,
}) => {
  const asked = await openOffline(page, context, (url) => url.href.includes("template-gallery"));
  const gallery = page.getByRole("contentinfo").getByRole("link", { name: "Templates gallery" });

  await gallery.hover();
  // Online, the prefetch below starts as the pointer arrives; a second is ample for one that should not.
  await page.waitForTimeout(1000);
  expect(asked, "nothing is fetched for a link pointed at offline").toEqual([]);
  expect(await hasStayed(page), "the page was not reloaded").toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We'd love to hear from you");

  // A click stays on the page too, and says why.
  await gallery.click();
  await expectStayed(page, asked, "a link followed offline");

  await page.mouse.move(0, 0);
  await goOnline(page, context);
  const prefetch = page.waitForRequest((request) => request.url().includes("/template-gallery.data"));
  await gallery.hover();
  await prefetch;
  await gallery.click();
  await expect(page).toHaveURL(/\/template-gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Template gallery");
  expect(await hasStayed(page), "the router opened the gallery in place").toBe(true);
});

test("offline, a search sent from the header keeps the page and says why; back online, it opens the results", async ({
  page,
  context,
}) => {
  const asked = await openOffline(page, context, (url) => url.pathname.startsWith("/search"));
  const search = page.getByRole("banner").getByRole("combobox", { name: "Search templates and articles" });

  await search.fill("habit");
  await search.press("Enter");
  await expectStayed(page, asked, "a search sent offline");

  await goOnline(page, context);
  await search.fill("habit");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=habit$/);
  expect(await hasStayed(page), "the router opened the results in place").toBe(true);
});
