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

/** The header's menus open: the mobile menu on a phone, the popular templates and the account menu on a desktop. */
async function openMenus(page: Page, width: number, who: string) {
  if (width < 1024) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await shot(page, `mobile-menu-${who}`, width);
    await page.keyboard.press("Escape");
    return;
  }
  await page.getByRole("button", { name: "Popular templates" }).click();
  await shot(page, `popular-templates-${who}`, width);
  await page.keyboard.press("Escape");
  const account = page.getByRole("button", { name: /^Account menu for/ });
  if (await account.isVisible()) {
    await account.click();
    await shot(page, `account-menu-${who}`, width);
    await page.keyboard.press("Escape");
  }
  await page.mouse.wheel(0, 2000);
  await shot(page, `scrolled-${who}`, width);
}

for (const width of [1280, 375]) {
  test(`home and account screens at ${width} px`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 600 ? 860 : 812 });
    await openPage(page, "/");
    await shot(page, "home", width);
    await shot(page, "home-full", width, true);
    await openMenus(page, width, "guest");
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
    await openPage(page, "/");
    await openMenus(page, width, "member");
  });
}
