import { expect, type Page, test } from "@playwright/test";
import { fillLoginForm, signedInUser } from "../../support/accounts.ts";
import { openPage } from "../../support/navigation.ts";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a user renames themselves and the header follows", async ({ page, context }) => {
  await signedInUser(context, "Alex Moss");
  await openPage(page, "/profile");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByLabel("Name").fill("Blair Moss");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "The profile has been updated.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Blair Moss" })).toHaveText("B");
});

test("changing the e-mail asks for the password", async ({ page, context }) => {
  const user = await signedInUser(context);
  await openPage(page, "/profile");
  const section = page.getByRole("region", { name: "Personal information" });
  const password = section.getByLabel("Current password");
  await expect(password).toHaveCount(0);
  const newEmail = user.email.replace("robin-", "robin-new-");
  await section.getByLabel("E-mail").fill(newEmail);
  await expect(password).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter your password to change the e-mail.")).toBeVisible();
  await password.fill(user.password);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "The profile has been updated.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("E-mail")).toHaveValue(newEmail);
});

test("a user changes the password and signs in with the new one", async ({ page, context }) => {
  const user = await signedInUser(context);
  await openPage(page, "/profile");
  const section = page.getByRole("region", { name: "Password" });
  await section.getByLabel("Current password").fill("Wrong-password-12");
  await section.getByLabel("New password").fill("Another-password-34");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(section.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  await section.getByLabel("Current password").fill(user.password);
  await section.getByLabel("New password").fill("Another-password-34");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "The password has been updated.")).toBeVisible();
  await expect(section.getByLabel("New password")).toHaveValue("");

  await context.clearCookies();
  await openPage(page, "/login");
  await fillLoginForm(page, { email: user.email, password: "Another-password-34" });
  await expect(page).toHaveURL("/dashboard");
});

test("a user deletes the account after confirming the password", async ({ page, context }) => {
  const user = await signedInUser(context);
  await openPage(page, "/profile");
  await page.getByRole("button", { name: "Delete account" }).click();
  const modal = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(modal.getByRole("img")).toHaveCount(0); // the picture is decorative
  await modal.getByLabel("Enter your password to confirm").fill("Wrong-password-12");
  await modal.getByRole("button", { name: "Delete account" }).click();
  await expect(modal.getByLabel("Enter your password to confirm")).toHaveAttribute("aria-invalid", "true");

  await modal.getByLabel("Enter your password to confirm").fill(user.password);
  await modal.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "User account has been deleted.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  await openPage(page, "/login");
  await fillLoginForm(page, user);
  await expect(page.getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
});

test("the deletion's toast waits for the home page, however slowly it loads", async ({ page, context }) => {
  const user = await signedInUser(context);
  await openPage(page, "/profile");
  // Home's data comes three seconds late, longer than a toast stays: a toast shown before it would be gone.
  await page.route(
    (url) => url.pathname.endsWith(".data") && !url.pathname.startsWith("/profile"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    },
  );
  await page.getByRole("button", { name: "Delete account" }).click();
  const modal = page.getByRole("dialog", { name: "Delete your account?" });
  await modal.getByLabel("Enter your password to confirm").fill(user.password);
  await modal.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL("/", { timeout: 10_000 });
  await expect(toast(page, "User account has been deleted.")).toBeVisible();
});
