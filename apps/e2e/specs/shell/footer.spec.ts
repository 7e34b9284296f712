import { expect, test } from "@playwright/test";
import { openPage, scrollPageTo } from "../../support/navigation.ts";

for (const path of [
  "/",
  "/contact-us",
  "/privacy-policy",
  "/terms-of-use",
  "/cookies-policy",
  "/no-such-page",
]) {
  test(`the footer is shown on ${path}`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

for (const path of ["/login", "/register", "/forgot-password", "/reset-password"]) {
  test(`the footer is hidden on ${path}`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
}

test("the footer has its columns, the contact link, social links and this year's copyright", async ({
  page,
}) => {
  await openPage(page, "/");
  const footer = page.getByRole("contentinfo");
  for (const column of ["Legal", "Resources", "Popular templates"]) {
    await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expect(footer.getByRole("link", { name: "Habit tracker" })).toHaveAttribute(
    "href",
    "/habit-tracker-template",
  );
  await expect(footer.getByText("Have questions?")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Contact us" }).first()).toHaveAttribute(
    "href",
    "/contact-us",
  );
  await expect(footer.getByRole("link", { name: /Listful on Pinterest/ })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Listful`);
});

test("the scroll-to-top button appears past 1500 px and takes the page back up", async ({ page }) => {
  // The page samples its scroll position on a timer: the test runs that timer itself, rather than waiting.
  await page.clock.install();
  await openPage(page, "/");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const button = page.getByRole("button", { name: "Scroll to top" });
  await scrollPageTo(page, 1400);
  await page.clock.runFor(500);
  await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "");
  await expect(button).toHaveCount(0);
  await scrollPageTo(page, 1700);
  await page.clock.runFor(500);
  await expect(button).toBeVisible();
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  // The way up is a run of scroll events: the timer runs until the last of them has been sampled.
  await expect
    .poll(async () => {
      await page.clock.runFor(200);
      return button.count();
    })
    .toBe(0);
});
