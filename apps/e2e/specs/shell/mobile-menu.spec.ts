import { expect, test } from "@playwright/test";
import { afterTwoFrames, openPage, settled } from "../../support/navigation.ts";

test.use({ viewport: { width: 375, height: 740 } });

test("the mobile menu opens over the page, locks scrolling and closes on navigation", async ({ page }) => {
  await openPage(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Templates gallery" })).toBeHidden();

  const burger = header.getByRole("button", { name: "Open menu" });
  await burger.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(burger).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("mobile-menu-overlay")).toBeVisible();
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  await page.mouse.wheel(0, 800);
  await afterTwoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(menu.getByRole("link", { name: "Mood tracker" })).toHaveAttribute(
    "href",
    "/mood-tracker-template",
  );
  await menu.getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL("/register");
  await expect(menu).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
});

test("the mobile menu closes with Escape and the overlay, giving focus back to the burger", async ({
  page,
}) => {
  await openPage(page, "/");
  const burger = page.getByRole("button", { name: "Open menu" });
  await burger.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await expect(burger).toBeFocused();

  await burger.click();
  await page.getByTestId("mobile-menu-overlay").click({ position: { x: 20, y: 300 } });
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});

test("the mobile menu opens over the whole screen on a page scrolled down, under the scrolled header", async ({
  page,
}) => {
  await openPage(page, "/");
  await page.mouse.wheel(0, 1200);
  await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Create account" })).toBeInViewport();
  // The panel pops in (rising half a rem, from 98 % of its size): its box is its own once that has ended.
  await settled(menu);
  expect(await menu.boundingBox()).toMatchObject({ y: 0, height: 740 });
  expect(await page.getByTestId("mobile-menu-overlay").boundingBox()).toMatchObject({
    x: 0,
    y: 0,
    width: 375,
    height: 740,
  });
  await page.screenshot({ path: "test-results/screens/shell/mobile-menu-scrolled-375.png" });
});
