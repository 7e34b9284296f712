// What a toast on screen covers: the controls under it, named, of the kinds a person cannot move out from under
// it by scrolling (the header, bars fixed or stuck to an edge, an open menu or dialog, a page that does not
// scroll), plus any control a test names. Read from the browser's own hit testing, so z-order counts.
import { expect, type Locator, type Page } from "@playwright/test";
import { settled } from "./navigation.ts";

const CONTROLS =
  'a[href], button, input, select, textarea, [role="switch"], [role="checkbox"], [role="tab"], [role="radio"]';

/** Runs in the page: names the controls the toasts hide, at their centre or near a corner. */
function coveredInPage({ controls, extra }: { controls: string; extra: string[] }): string[] {
  const isInPlace = (control: Element): boolean => {
    for (let node: Element | null = control; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === "fixed" || style.position === "sticky") return true;
      if (node.matches('[role="dialog"], [role="banner"]')) return true;
      const scrolls = /(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight;
      if (node !== control && node !== document.documentElement && scrolls) return false;
    }
    return document.documentElement.scrollHeight <= window.innerHeight;
  };
  const named = new Set(extra.flatMap((selector) => [...document.querySelectorAll(selector)]));
  const covered: string[] = [];
  for (const control of document.querySelectorAll("a[href], button, input, select, textarea, [role]")) {
    if (control.closest("[data-sonner-toaster]")) continue;
    if (!named.has(control) && !(control.matches(controls) && isInPlace(control))) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
    const inset = Math.min(3, box.width / 2, box.height / 2);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const;
    if (points.some(([x, y]) => document.elementFromPoint(x, y)?.closest("[data-sonner-toaster]"))) {
      const name = control.getAttribute("aria-label") ?? control.textContent ?? "";
      covered.push(`${control.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`);
    }
  }
  return covered;
}

/** Waits for a toast, then expects it to hide no control that stays in place, nor any of `alsoKeepClear`. */
export async function expectToastHidesNoControl(page: Page, alsoKeepClear: Locator[] = []) {
  await expect(page.locator("[data-sonner-toast][data-mounted='true']").first()).toBeVisible();
  await settled(page.locator("[data-sonner-toaster]"));
  const marked: string[] = [];
  for (const [index, locator] of alsoKeepClear.entries()) {
    const attribute = `data-keep-clear-${index}`;
    for (const element of await locator.all())
      await element.evaluate((node, name) => node.setAttribute(name, ""), attribute);
    marked.push(`[${attribute}]`);
  }
  const covered = await page.evaluate(coveredInPage, { controls: CONTROLS, extra: marked });
  expect(covered, `controls under the toast at ${page.url()}`).toEqual([]);
}
