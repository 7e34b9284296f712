import { expect, test } from "@playwright/test";
import { signedInUser } from "../../support/accounts.ts";
import { apiClient } from "../../support/api.ts";

test("free mode shows no pricing anywhere", async ({ page, context }) => {
  expect(await apiClient(context.request).request("GET /api/pricing")).toEqual({ free: true });
  const response = await page.goto("/pricing");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you are looking for cannot be found")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Pricing" })).toHaveCount(0);
  await signedInUser(context);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Subscription" })).toHaveCount(0);
  await expect(page.getByText(/premium/i)).toHaveCount(0);
});
