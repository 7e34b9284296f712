import { expect, test } from "@playwright/test";
import { fillLoginForm, newUserDetails } from "../../support/accounts.ts";
import { openPage } from "../../support/navigation.ts";

test("a failed call shows a red error toast titled Error", async ({ page }) => {
  await openPage(page, "/login");
  await fillLoginForm(page, newUserDetails());
  const toast = page.locator("[data-sonner-toast][data-type='error']");
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Error");
  await expect(toast).toContainText("The e-mail or password is incorrect.");
  await expect(toast).toHaveCSS("color", "rgb(198, 40, 40)");
  // Notifications go after 2000 ms (docs/PRODUCT.md, Notifications).
  await expect(toast).toHaveCount(0, { timeout: 4000 });
});

test("going offline shows a notice and a blue info toast; coming back says so", async ({ page, context }) => {
  await openPage(page, "/");
  // The toast code is fetched while the page is idle; it has to be there before the connection drops.
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  const info = page.locator("[data-sonner-toast][data-type='info']").first();
  await expect(info).toContainText("You are offline.");
  await expect(info).toHaveCSS("color", "rgb(31, 95, 209)");
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "You are back online." })).toBeVisible();
});
