import { expect, test } from "@playwright/test";
import { openPage } from "../../support/navigation.ts";

test("a slow navigation shows the progress bar until the page arrives", async ({ page }) => {
  await openPage(page, "/");
  await page.route("**/login.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(page.getByTestId("navigation-progress")).toBeVisible();
  await expect(page).toHaveURL("/login");
  await expect(page.getByTestId("navigation-progress")).toHaveCount(0);
});
