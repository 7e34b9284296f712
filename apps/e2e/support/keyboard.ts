// Moving through a page as someone without a mouse does, checking they can see where they are.
import { expect, type Locator, type Page } from "@playwright/test";

/** Whether the focused element shows it: an outline, or a focus ring drawn as a box shadow, on screen. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const describe = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return "nothing has focus";
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const isOnScreen =
        box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      const hasOutline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
      // A ring: a visible shadow with a spread (Tailwind's ring utilities).
      const hasRing = /rgba?\((?!0, 0, 0, 0\))[^)]*\) 0px 0px 0px [1-9]/.test(style.boxShadow);
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      if (!isOnScreen) return `${element.tagName} "${name}" is off screen`;
      return hasOutline || hasRing ? "" : `${element.tagName} "${name}" shows no focus`;
    });
  // Polled: a focus ring fades in over a short transition.
  await expect.poll(describe).toBe("");
}

/** Presses Tab (Shift+Tab going back) until the target has focus, and checks the focus can be seen. */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  // Asked of a target that is not there, the check below would wait for it without end.
  await expect(target, `${target} is on the page to tab to`).toBeAttached();
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusVisible(page);
      return;
    }
  }
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName} "${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40)}"`
      : "nothing";
  });
  throw new Error(`Never reached ${target} in ${limit} presses of Tab; focus ended on ${focused}`);
}

/** Presses a key and checks that focus, wherever it went, can still be seen. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(page);
}
