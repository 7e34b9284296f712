import { type BrowserContext, expect, type Page } from "@playwright/test";

/**
 * Drops the connection once the toasts' code is in: the page fetches it when idle, which may come after the
 * network has gone quiet, and a toast asked for offline before it came would never show. Then waits for the
 * "You are offline" notice.
 */
export async function goOfflineWithToasts(page: Page, context: BrowserContext) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /\/toaster-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
}
