import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";

test("the testimonials admin is a plain 404 to guests and to people who are not admins", async ({
  page,
  context,
}) => {
  const asGuest = await page.goto("/admin/testimonials");
  expect(asGuest?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Testimonials" })).toHaveCount(0);
  await signedInUser(context);
  const asUser = await page.goto("/admin/testimonials");
  expect(asUser?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Testimonials" })).toHaveCount(0);
});
