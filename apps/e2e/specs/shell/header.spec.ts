import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { saveChecklist } from "../../support/checklists.ts";
import { openPage, scrollPageTo } from "../../support/navigation.ts";

const TEMPLATE_LINKS = [
  ["30-day challenge", "/30-day-challenge-template"],
  ["Cute checklist", "/cute-checklist-template"],
  ["Daily checklist", "/daily-checklist-template"],
  ["Gratitude journal", "/gratitude-journal-template"],
  ["Habit tracker", "/habit-tracker-template"],
  ["Monthly calendar", "/monthly-calendar-template"],
  ["Mood tracker", "/mood-tracker-template"],
  ["Self-care checklist", "/self-care-checklist-template"],
  ["Weekly to-do list", "/weekly-to-do-list-template"],
] as const;

test("a guest sees the main links, the popular templates and the sign-in buttons", async ({ page }) => {
  await openPage(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Listful home" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Templates gallery" })).toHaveAttribute(
    "href",
    "/template-gallery",
  );
  await expect(header.getByRole("link", { name: "Blog" })).toBeVisible();
  // The app runs free in the tests, so there is no pricing.
  await expect(header.getByRole("link", { name: "Pricing" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("link", { name: "Create account" })).toHaveAttribute("href", "/register");
  await expect(header.getByRole("link", { name: "My collection" })).toHaveCount(0);

  const menu = header.getByRole("button", { name: "Popular templates" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  for (const [name, href] of TEMPLATE_LINKS) {
    await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
});

test("a signed-in user sees My collection and an avatar menu with Settings and Log out", async ({
  page,
  context,
}) => {
  const user = await signedInUser(context, "Quinn Avery");
  await openPage(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "My collection" })).toHaveAttribute("href", "/dashboard");

  const avatar = header.getByRole("button", { name: `Account menu for ${user.name}` });
  await expect(avatar).toHaveText("Q");
  await avatar.click();
  await expect(header.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/profile");
  await header.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
});

test("My collection is not offered on the collection itself", async ({ page, context }) => {
  await signedInUser(context);
  await openPage(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hello");
  await expect(page.getByRole("banner").getByRole("link", { name: "My collection" })).toHaveCount(0);
});

test("the header is fixed and takes its scrolled style past 70 px", async ({ page }) => {
  // The header samples the scroll position on a timer: the test runs that timer itself, rather than waiting.
  await page.clock.install();
  await openPage(page, "/");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("position", "fixed");
  await expect(header).not.toHaveAttribute("data-scrolled");
  await scrollPageTo(page, 60);
  await page.clock.runFor(500);
  await expect(header).not.toHaveAttribute("data-scrolled");
  await scrollPageTo(page, 300);
  await page.clock.runFor(500);
  await expect(header).toHaveAttribute("data-scrolled", "");
  await expect(header).toBeInViewport();
  await scrollPageTo(page, 0);
  await page.clock.runFor(500);
  await expect(header).not.toHaveAttribute("data-scrolled");
});

test("the editor and check-off keep the header in the page, not fixed, and show no footer", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Pinned to the page");
  for (const path of ["/editor", `/check-off?id=${saved.id}`]) {
    await openPage(page, path);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("banner").first(), path).not.toHaveCSS("position", "fixed");
    await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
  }
});
