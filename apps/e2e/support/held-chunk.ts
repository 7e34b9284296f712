import type { BrowserContext, Page } from "@playwright/test";

/**
 * Holds the fetch of one of the app's code chunks (`name`: its file name before the hash) until the connection
 * is gone, then fails it as a train's tunnel would. Call before the page loads; `goOffline` takes the
 * connection away and waits for the held fetch to fail.
 */
export async function holdChunkUntilOffline(page: Page, context: BrowserContext, name: string) {
  let release = () => {};
  const offline = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    await offline;
    await route.abort("internetdisconnected");
  });
  const failed = page.waitForEvent("requestfailed", (request) => request.url().includes(`/assets/${name}-`));
  return {
    async goOffline() {
      await context.setOffline(true);
      release();
      await failed;
    },
  };
}
