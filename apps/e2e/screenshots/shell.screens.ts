import { expect, type Page, test } from "@playwright/test";
import { signedInUser } from "../support/accounts.ts";
import { openPage } from "../support/navigation.ts";

// Pictures of the home, account and contact pages for a person to look at, not assertions:
// `npm run screenshots -w @listful/e2e`.

const OUT = "test-results/screens";

async function shot(page: Page, name: string, width: number, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/shell-${name}-${width}.png`, fullPage });
}

for (const width of [1280, 375]) {
  test(`home and account screens at ${width} px`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 600 ? 860 : 812 });
    await openPage(page, "/");
    await shot(page, "home", width);
    await shot(page, "home-full", width, true);
    for (const path of [
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password?token=screenshot",
      "/contact-us",
      "/privacy-policy",
      "/nope",
    ]) {
      await openPage(page, path);
      await shot(page, path.slice(1).replace(/\?.*/, ""), width);
    }
    await signedInUser(context, "Jamie Rivera");
    await openPage(page, "/profile");
    await shot(page, "profile", width);
    await shot(page, "profile-full", width, true);
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(dialog.getByLabel("Enter your password to confirm")).toHaveAttribute("aria-invalid", "true");
    await shot(page, "profile-delete-account", width);
  });
}
