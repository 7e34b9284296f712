import { expect, test } from "@playwright/test";
import { newUserDetails, registerUser } from "../../support/accounts.ts";
import { openPage } from "../../support/navigation.ts";

test("a visitor creates an account and lands on the collection with a welcome", async ({ page }) => {
  const user = newUserDetails("Sam Lee");
  await openPage(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL("/register");
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: "Hello, Sam Lee" })).toBeVisible();
  // One check of the whole notification: it stays 2 s, which a busy machine can spend between two checks.
  const welcome = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Welcome to Listful! Choose a template and start editing." });
  await expect(welcome.getByRole("link", { name: "Check templates" })).toHaveAttribute(
    "href",
    "/template-gallery",
  );
  await expect(page.getByRole("button", { name: "Account menu for Sam Lee" })).toBeVisible();
});

test("on a slow connection the welcome waits until the collection is on screen", async ({ page }) => {
  const user = newUserDetails("Ada Slow");
  // The collection's data takes longer than a notification stays up.
  await page.route("**/dashboard.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await openPage(page, "/register");
  await page.getByLabel("Name").fill(user.name);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: "Hello, Ada Slow" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome to Listful!" })).toBeVisible();
});

test("the form shows the API's own rules under each field", async ({ page }) => {
  await openPage(page, "/register");
  await page.getByLabel("E-mail").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL("/register");
});

test("an e-mail that is taken is reported under the e-mail field", async ({ page, request }) => {
  const existing = await registerUser(request);
  await openPage(page, "/register");
  await page.getByLabel("Name").fill("Someone Else");
  await page.getByLabel("E-mail").fill(existing.email);
  await page.getByLabel("Password").fill("A-different-password-42");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This e-mail is already registered.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
});
