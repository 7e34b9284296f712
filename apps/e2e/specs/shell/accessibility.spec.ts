import { expect, test } from "@playwright/test";
import { seriousViolations, testPagesHaveNoSeriousViolations } from "../../support/accessibility.ts";
import { signedInUser } from "../../support/accounts.ts";
import { openPage } from "../../support/navigation.ts";

testPagesHaveNoSeriousViolations(["/", "/login", "/register", "/contact-us", "/no-such-page"], [375, 1280]);

test("the settings page has no serious accessibility violations, nor its delete modal", async ({
  page,
  context,
}) => {
  await signedInUser(context);
  await openPage(page, "/profile");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the shell works from the keyboard: skip link, menus and account actions", async ({ page, context }) => {
  const user = await signedInUser(context, "Kim Park");
  await openPage(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();

  const popular = page.getByRole("button", { name: "Popular templates" });
  await popular.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: "30-day challenge", exact: true }).first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: "Cute checklist", exact: true }).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/cute-checklist-template");

  await openPage(page, "/");
  const avatar = page.getByRole("button", { name: `Account menu for ${user.name}` });
  await avatar.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
});

test("the sign-in form can be filled and sent with the keyboard alone", async ({ page, context }) => {
  const user = await signedInUser(context);
  await context.clearCookies();
  await openPage(page, "/login");
  await page.getByLabel("E-mail").focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(user.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/dashboard");
});
