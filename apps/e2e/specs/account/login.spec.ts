import { expect, test } from "@playwright/test";
import { fillLoginForm, registerUser } from "../../support/accounts.ts";
import { openPage } from "../../support/navigation.ts";

test("a user signs in and lands on the collection", async ({ page, request }) => {
  const user = await registerUser(request);
  await openPage(page, "/login");
  await fillLoginForm(page, user);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: `Hello, ${user.name}` })).toBeVisible();
});

test("a wrong password keeps the visitor on the form with the reason", async ({ page, request }) => {
  const user = await registerUser(request);
  await openPage(page, "/login");
  await fillLoginForm(page, { email: user.email, password: "Not-the-password-1" });
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();
  await expect(page).toHaveURL("/login");
  await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
});

test("an empty form is checked before anything is sent", async ({ page }) => {
  await openPage(page, "/login");
  let calls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/login")) calls++;
  });
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("E-mail is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
  expect(calls).toBe(0);
});
