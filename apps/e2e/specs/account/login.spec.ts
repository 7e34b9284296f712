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

test("a wrong password is said in the form, by its fields, and nowhere else", async ({ page, request }) => {
  const user = await registerUser(request);
  await openPage(page, "/login");
  await fillLoginForm(page, { email: user.email, password: "Not-the-password-1" });
  const form = page.locator("form", { has: page.getByLabel("E-mail") });
  const reason = form.getByRole("alert");
  await expect(reason).toHaveText("The e-mail or password is incorrect.");
  await expect(page).toHaveURL("/login");
  await expect(page.getByLabel("E-mail")).toHaveValue(user.email);

  // Right above the fields, not in a corner of the screen.
  const [said, email] = [await reason.boundingBox(), await page.getByLabel("E-mail").boundingBox()];
  if (!said || !email) throw new Error("the reason or the e-mail field is not on screen");
  expect(email.y - (said.y + said.height)).toBeGreaterThanOrEqual(0);
  expect(email.y - (said.y + said.height)).toBeLessThan(48);
  // One place says it: no toast follows, even once the page is idle and the toast code could load.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(page.getByText("The e-mail or password is incorrect.")).toHaveCount(1);
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
