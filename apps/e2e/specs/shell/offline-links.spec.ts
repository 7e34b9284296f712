import { expect, test } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";
import { goOfflineWithToasts } from "../../support/offline.ts";

// A link prefetches the page it leads to when pointed at, and a click fetches it. Offline those fetches would
// fail, and the router answers a page's code that fails to load by reloading: the page would be swapped for the
// browser's offline page.

test("offline, pointing at a link or clicking it keeps the page and says why; back online, links prefetch and open", async ({
  page,
  context,
}) => {
  await openPage(page, "/contact-us");
  const gallery = page.getByRole("contentinfo").getByRole("link", { name: "Templates gallery" });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("template-gallery")) asked.push(request.url());
  });
  // A full load would clear this mark.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await goOfflineWithToasts(page, context);

  await gallery.hover();
  // Online, the prefetch below starts as the pointer arrives; a second is ample for one that should not.
  await page.waitForTimeout(1000);
  expect(asked, "nothing is fetched for a link pointed at offline").toEqual([]);
  expect(await page.evaluate(() => "stayedInApp" in window), "the page was not reloaded").toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We'd love to hear from you");

  // A click stays on the page too, and says why.
  await gallery.click();
  await expect(
    page
      .locator("[data-sonner-toast][data-type='error']")
      .filter({ hasText: "You are offline. Opening another page needs a connection." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(asked, "nothing is fetched for a link followed offline").toEqual([]);
  expect(await page.evaluate(() => "stayedInApp" in window), "the page was not reloaded").toBe(true);

  await page.mouse.move(0, 0);
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
  const prefetch = page.waitForRequest((request) => request.url().includes("/template-gallery.data"));
  await gallery.hover();
  await prefetch;
  await gallery.click();
  await expect(page).toHaveURL(/\/template-gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Template gallery");
  expect(await page.evaluate(() => "stayedInApp" in window), "the router opened the gallery in place").toBe(
    true,
  );
});
