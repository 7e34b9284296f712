import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { openPage } from "../../support/navigation.ts";

for (const path of ["/dashboard", "/profile"]) {
  test(`a guest opening ${path} is sent home by the server`, async ({ page, request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
    await openPage(page, path);
    await expect(page).toHaveURL("/");
  });
}

for (const path of ["/login", "/register", "/forgot-password", "/reset-password?token=abc"]) {
  test(`a signed-in user opening ${path} is sent to the collection by the server`, async ({
    page,
    context,
  }) => {
    await signedInUser(context);
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/dashboard");
    await openPage(page, path);
    await expect(page).toHaveURL("/dashboard");
  });
}

test("logging out lands on home, and going back to a signed-in page stays out", async ({ page, context }) => {
  const user = await signedInUser(context);
  await openPage(page, "/profile");
  await page.getByRole("button", { name: `Account menu for ${user.name}` }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/");
});
