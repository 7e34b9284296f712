import type { Locator, Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so clicks reach the app rather than the bare HTML. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Waits until the browser has drawn two more frames: whatever an input event moves is drawn by then. */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Scrolls the page to `y` and resolves once the browser has told the page (its scroll event): a timer the page
 * starts on that event exists then, for a test's clock to run.
 */
export async function scrollPageTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === top) return resolve();
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

/**
 * Waits until what `locator` finds has finished moving in (its transitions and animations). What is gone by
 * then (a toast that timed out) has nothing left to wait for.
 */
export async function settled(locator: Locator) {
  // An animation cancelled on the way (a toast restyled or let go as it comes in) ends too: its `finished`
  // rejects with an AbortError, which says it is over, not that anything failed.
  await locator.evaluateAll((nodes) =>
    Promise.all(
      nodes.flatMap((node) =>
        node.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
  );
}
