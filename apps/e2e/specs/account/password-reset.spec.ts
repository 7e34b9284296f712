import { expect, test } from "@playwright/test";
import { fillLoginForm, registerUser } from "../../support/accounts.ts";
import { findResetPath, waitForMail } from "../../support/mail.ts";
import { openPage } from "../../support/navigation.ts";

test("a user resets a forgotten password from the mail and signs in with the new one", async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await openPage(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("we have sent it a link to reset the password");

  const resetPath = findResetPath(await waitForMail(user.email));
  await openPage(page, resetPath);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const newPassword = "Brand-new-password-77";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "The password has been updated." }),
  ).toBeVisible();

  await page.getByRole("button", { name: `Account menu for ${user.name}` }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");

  await openPage(page, "/login");
  await fillLoginForm(page, user);
  await expect(page.getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
  await fillLoginForm(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL("/dashboard");
});

test("a used or made-up reset link says so and offers a new one", async ({ page }) => {
  await openPage(page, "/reset-password?token=not-a-real-token");
  await page.getByLabel("New password").fill("Brand-new-password-77");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("link", { name: "Get a new reset link" })).toBeVisible();
  await expect(page).toHaveURL(/token=not-a-real-token/);
});

test("a reset page without its token explains what to do", async ({ page }) => {
  await openPage(page, "/reset-password");
  await expect(page.getByText("This reset link is incomplete.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Get a new reset link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
});
